/*
 * modsched.h: scheduling a loop body's dependence graph (ddg.h) on the
 * machine of machdesc/: iterative modulo scheduling after B. R. Rau,
 * "Iterative Modulo Scheduling: An Algorithm For Software Pipelining
 * Loops" (MICRO-27, 1994), and a list schedule for bodies that are not
 * pipelined (a call, a jump inside the body, a fully unrolled loop).
 *
 * The resources are the machine's five (issue_slots) issue slots and its
 * units: each unit's count per instruction, the slots it may issue from,
 * and each operation class's recovery (cycles the unit stays busy).  An
 * operation takes one slot of its unit in the cycle it issues and the
 * unit for 'recovery' cycles.  ResMII is the largest of the issue bound
 * (operations / slots), each unit's occupancy / count and, for every set
 * of slots, the operations that can only issue from those slots / their
 * number.  RecMII is the smallest II at which no dependence cycle has a
 * positive length sum(latency) - II * sum(distance).
 *
 * The loop-closing jump has delay slots: the kernel holds it and its
 * delay slots, so a kernel pass lasts at least delay + 1 cycles and the
 * jump issues delay cycles before the pass ends.
 */
#ifndef TMOPT_MODSCHED_H
#define TMOPT_MODSCHED_H

#include "ddg.h"
#include "machdesc.h"

struct sched {
	double res_mii;		/* resource bound of the graph */
	const char *res_bound;	/* its binding resource: a unit, "issue
				 * slots" or "slots N-M" */
	unsigned rec_mii;	/* recurrence bound (0 when not pipelined:
				 * not computed) */
	unsigned mii;		/* max(ceil(res_mii), rec_mii) */
	unsigned jump_min;	/* delay + 1 when the graph holds the loop's
				 * jump, else 0 */
	unsigned ii;		/* achieved: cycles per kernel pass (a list
				 * schedule: cycles per pass of the body) */
	bool pipelined;		/* modulo scheduled */
	bool bounded;		/* not scheduled: its bound reached the
				 * caller's floor, ii is that bound */
	unsigned length;	/* one pass of the body, issue to last result */
	unsigned stages;	/* kernel stages (1 when not pipelined) */
	const char *binding;	/* "resources", "recurrence", "jump",
				 * "calls", "branches", "schedule" */
	unsigned nops;
	int *time;		/* per operation: issue cycle */
	int *slot;		/* per operation: issue slot, 0-based; -1 none */
};

/* The bounds only (no schedule): cheaper, for re-pricing. */
void sched_bounds(const struct machine *md, const struct ddg *g,
		  struct sched *s);

/*
 * Schedule g: modulo-schedule it when pipeline is set (no calls, no jump
 * in the body), else list-schedule it.  jump_delay is the delay of the
 * loop-closing jump (ignored when g has none).  ii_floor, when not 0, is
 * the II below which alone the caller needs the schedule: a graph to be
 * modulo-scheduled whose bound, max(MII, the jump's), already reaches it
 * is not scheduled (s->bounded; s->ii is that bound, which any schedule
 * of it reaches or exceeds, s->pipelined false, no times).  Returns 0; s
 * is released with sched_release().
 */
int sched_loop(const struct machine *md, const struct ddg *g, bool pipeline,
	       unsigned jump_delay, unsigned ii_floor, struct sched *s);
void sched_release(struct sched *s);

/*
 * A critical cycle of g at its RecMII ii: dependence edges whose latencies
 * less ii times their distances sum to 0, the cycle that sets RecMII.
 * Their indexes in g->e go to edges in cycle order (at most max); returns
 * their number, 0 when ii binds no cycle.  Bellman-Ford over the longest
 * paths at ii gives each operation a potential; an edge is tight when it
 * reaches its target's potential, and any cycle of tight edges is
 * critical.
 */
unsigned sched_critical_cycle(const struct ddg *g, unsigned ii,
			      unsigned *edges, unsigned max);

#endif
