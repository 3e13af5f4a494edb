/*
 * rule.c: what rules call to report and to price (see rule.h).  Reporting
 * fills everything a rule should not compute itself (location, enclosing
 * function, statement text for the fingerprint, execution count), so that
 * every rule's findings are priced and identified the same way.
 */
#include "rule.h"
#include "loops.h"
#include "util.h"

#include <fnmatch.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The executions of code at loop level 'loop' (-1: none) that runs one
 * pass in 'period' of it (model_node_period()). */
static uint64_t count_at(const struct rule_ctx *c, int loop, unsigned period,
			 enum trip_basis *basis)
{
	uint64_t n = model_exec_count_basis(c->m, loop, c->opt->assumed_trip,
					    basis);
	return period > 1 ? (n / period ? n / period : 1) : n;
}

/* Out of loop l, the next loop whose passes repeat all of l's: its parent,
 * the parent's parent for a loop in an arm that breaks out of the parent
 * (ONCE_BREAK), none (-1) for one in another block run at most once. */
static int next_counted_parent(const struct model *m, int l)
{
	const struct loop *lp = &m->loops[l];

	if (lp->once == ONCE_BREAK)
		return m->loops[lp->parent].parent;
	return lp->once ? -1 : lp->parent;
}

/* Append a finding of the current rule at file:line:col of function func
 * (-1: file scope), inside loop (-1: none), priced by the execution count
 * of that loop over period (1: every pass).  stmt (the fingerprint text)
 * becomes the finding's; the message is fmt.  Never NULL. */
__attribute__((format(printf, 10, 0)))
static struct finding *report_at(struct rule_ctx *c, unsigned file,
				 unsigned line, unsigned col, int func,
				 int loop, unsigned period, char *stmt,
				 enum severity sev, const char *fmt, va_list ap)
{
	const struct model *m = c->m;
	struct rule_place *p = &c->last;
	struct finding *f;
	enum trip_basis basis;

	/* A second finding of one rule at one place is dropped when the
	 * run's findings are merged (the first is kept): a macro of 2^19
	 * divides expands to as many at the macro's name.  Such a repeat
	 * fills the scratch finding instead, without formatting a message,
	 * and claims nothing of its loop (rule_loop_claim()). */
	if (p->m == m && p->rule == c->rule->id && p->file == file &&
	    p->line == line && p->col == col && p->index < c->out->n &&
	    c->out->v[p->index].rule == p->rule && p->what == c->what) {
		finding_release(&c->scratch);
		f = &c->scratch;
		memset(f, 0, sizeof(*f));
		f->rule = c->rule->id;
		f->severity = sev;
		f->file = xstrdup("");
		f->function = xstrdup("");
		f->message = xstrdup("");
		f->stmt = stmt;
		f->count = count_at(c, loop, period, &basis);
		return f;
	}
	f = findings_add(c->out);
	*p = (struct rule_place){ m, c->rule->id, file, line, col,
				  c->out->n - 1, c->what };
	f->rule = c->rule->id;
	f->severity = sev;
	f->file = xstrdup(file < m->nfiles ? m->files[file].path : "");
	f->line = line;
	f->column = col;
	f->function = xstrdup(func >= 0 ? m->funcs[func].name : "");
	f->message = xvasprintf(fmt, ap);
	/* the innermost loop around it whose count the configured settings
	 * give: say so, as the tests they decide do */
	for (int l = loop; l >= 0; l = m->loops[l].parent) {
		const struct loop *lp = &m->loops[l];
		if (!lp->trip_usr || lp->trip_profiled)
			continue;
		char *by = lp->trip_usr == LOOP_USR_ARGS ?
			xstrdup("the count its calls pass is a configured "
				"setting's") :
			lp->trip_usr_start ?
			xasprintf("the settings give '%s' and '%s'",
				  m->usr[lp->trip_usr_start - 1].text,
				  m->usr[lp->trip_usr - 1].text) :
			xasprintf("the settings give '%s'",
				  m->usr[lp->trip_usr - 1].text);
		char *w = xasprintf("%s (the loop at line %u runs %s%llu "
				    "passes: %s)", f->message, lp->line,
				    lp->trip_known ? "" : "at most ",
				    (unsigned long long)lp->trip, by);
		free(by);
		free(f->message);
		f->message = w;
		break;
	}
	f->stmt = stmt;
	f->loop_depth = loop >= 0 ? m->loops[loop].depth : 0;
	f->count = count_at(c, loop, period, &basis);
	f->basis = basis == TRIP_CONSTANT ? COUNT_CONSTANT :
		   basis == TRIP_PROFILE ? COUNT_PROFILE : COUNT_ASSUMED;
	/* the innermost loop counted with an assumed trip whose count the
	 * callers' integer argument would give (callgraph_ints()) */
	for (int l = loop; l >= 0; l = next_counted_parent(m, l)) {
		const struct loop *lp = &m->loops[l];
		bool by_param = lp->param >= 0 && lp->param < 255 &&
				model_loop_param_kept(m, lp);
		bool by_member = !lp->param_name && lp->bound_member &&
				 strlen(lp->bound_member) < sizeof(f->ploop.member);
		/* both ends variables: the start's found too */
		bool sparam = lp->two_ends && lp->sparam_name &&
			      lp->sparam >= 0 && lp->sparam < 255 &&
			      model_param_fixed(m, lp->func, lp->sparam_name);
		bool smember = lp->two_ends && !lp->sparam_name &&
			       lp->start_member &&
			       strlen(lp->start_member) < sizeof(f->ploop.smember);
		if ((by_param || by_member) &&
		    (!lp->two_ends || sparam || smember) &&
		    !lp->trip_known && !lp->trip_profiled && !lp->trip_callers &&
		    /* (nor one the settings bound: theirs is the count,
		     * as a call that passes another value is told) */
		    !lp->trip_usr && lp->step_known && lp->step) {
			struct param_loop *p = &f->ploop;
			if (by_param)
				p->param = (uint8_t)(lp->param + 1);
			else
				snprintf(p->member, sizeof(p->member), "%s",
					 lp->bound_member);
			p->own = l == loop;
			p->pstart = lp->param_start;
			p->upper = lp->param_upper;
			p->cmp = lp->cmp;
			p->line = lp->line;
			p->off = lp->param_off;
			p->start = lp->start;
			p->bound = lp->bound;
			p->step = lp->step;
			if (sparam)
				p->sparam = (uint8_t)(lp->sparam + 1);
			else if (smember)
				snprintf(p->smember, sizeof(p->smember), "%s",
					 lp->start_member);
			p->soff = lp->start_off;
			p->sneg = lp->start_neg;
			p->uns = lp->ctr_unsigned;
			p->trip = model_loop_trip_nest(m, l, c->opt->assumed_trip);
			/* a trip the nest rule trimmed for the unknown loops
			 * inside (opus's band loops of at most 21, counted 4
			 * around unknown ones): the callers' count replaces
			 * it, larger or smaller, as the same code with the
			 * value written would count (a constant is not
			 * trimmed) */
			p->cut = p->trip < model_loop_trip(lp, c->opt->assumed_trip);
			p->named = model_loop_named_count(lp, c->opt->assumed_trip);
			p->alone = true;
			for (int q = lp->parent; q >= 0; q = m->loops[q].parent)
				p->alone &= m->loops[q].trip_known ||
					    m->loops[q].trip_profiled ||
					    m->loops[q].trip_callers;
			/* the finding's loop, right inside, halves l's
			 * passes: a count of l the run gives halves too */
			if (l != loop && m->loops[loop].parent == l) {
				uint64_t h = model_loop_tri_half(m, loop,
						c->opt->assumed_trip);
				if (h && h == model_loop_trip_nest(m, loop,
						c->opt->assumed_trip))
					p->tri = h;
			}
			break;
		}
	}
	/* the innermost string walk with an assumed count around it */
	c->str_loop = -1;
	for (int l = loop; l >= 0; l = next_counted_parent(m, l)) {
		const struct loop *lp = &m->loops[l];
		if (lp->str_param && !lp->trip_known && !lp->trip_profiled &&
		    !lp->trip_callers) {
			f->str_param = lp->str_param;
			f->str_own = l == loop;
			f->str_line = lp->line;
			f->str_trip = model_loop_trip_nest(m, l, c->opt->assumed_trip);
			c->str_loop = l;
			break;
		}
	}
	return f;
}

/* The normalised text of a node's statement (a new string).  The last
 * statement's text is kept: the findings of one statement come together,
 * and normalising a 30 KB generated statement once per finding on it was
 * most of the run. */
static char *stmt_text(struct rule_ctx *c, const struct node *n)
{
	struct rule_stmt_memo *s = &c->stmt_memo;

	if (!s->text || s->m != c->m || s->file != n->file ||
	    s->begin != n->stmt_begin || s->end != n->stmt_end) {
		free(s->text);
		s->m = c->m;
		s->file = n->file;
		s->begin = n->stmt_begin;
		s->end = n->stmt_end;
		s->text = model_text(c->m, n->file, n->stmt_begin, n->stmt_end);
		s->len = strlen(s->text);
	}
	char *t = xmalloc(s->len + 1);
	memcpy(t, s->text, s->len + 1);
	return t;
}

void rule_ctx_release(struct rule_ctx *c)
{
	free(c->stmt_memo.text);
	memset(&c->stmt_memo, 0, sizeof(c->stmt_memo));
	finding_release(&c->scratch);
	memset(&c->scratch, 0, sizeof(c->scratch));
	free(c->places);
	c->places = NULL;
	c->nplaces = c->capplaces = 0;
	memset(&c->last, 0, sizeof(c->last));
}

bool rule_name_hot(const struct rule_options *o, const char *name)
{
	for (size_t i = 0; name && i < o->nhot; i++)
		if (!fnmatch(o->hot[i], name, 0))
			return true;
	return false;
}

bool rule_name_entry(const struct rule_options *o, const char *name)
{
	for (size_t i = 0; name && i < o->nentries; i++)
		if (!fnmatch(o->entries[i], name, 0))
			return true;
	return false;
}

bool rule_name_cold(const struct rule_options *o, const char *name)
{
	if (!name || !*name || rule_name_hot(o, name))
		return false;
	if (o->cold_set) {
		for (size_t i = 0; i < o->ncold; i++)
			if (!fnmatch(o->cold[i], name, 0))
				return true;
		return false;
	}
	/* (a seek's or a concealment's writes are no default settings:
	 * model_setup_name() alone names those, find_settings()) */
	return model_setup_name(name) || model_rare_name(name);
}

bool rule_func_cold(const struct rule_options *o, const struct model *m, int f)
{
	const char *name = m->funcs[f].name;

	if (rule_name_cold(o, name))
		return true;
	/* a last word of a set-up name in another spelling
	 * ('NeAACDecOpen'), and not called in a loop of its file (a
	 * per-sample 'gate_open()', a per-packet 'BitBufferInit()') */
	return name && *name && !o->cold_set && !rule_name_hot(o, name) &&
	       ((model_setup_word(name) && !m->funcs[f].called_in_loop) ||
		model_teardown_func(m, f));
}

/* Does function caller of m call name inside one of its loops? */
static bool calls_in_loop(const struct model *m, int caller, const char *name)
{
	const struct function *fn = &m->funcs[caller];

	for (int i = fn->first_node; i < fn->last_node; i++) {
		const struct node *n = &m->nodes[i];
		if (n->kind == NK_CALL && n->loop >= 0 && n->func == caller &&
		    n->name && name && !strcmp(n->name, name))
			return true;
	}
	return false;
}

/* Is function f set-up code: a cold name, or static, its address not
 * taken, and called only by set-up code of this file (drfti1 <- fdrffti
 * <- drft_init), not in a loop of main nor of what only main calls
 * (rule_call_setup())?  *via names
 * the cold function found at the top (rule_via_mixed when the callers
 * are set-up code for different reasons).  depth bounds the search (and
 * breaks cycles). */
static bool func_cold(const struct rule_ctx *c, int f, unsigned depth,
		      const char **via)
{
	const struct function *fn = &c->m->funcs[f];

	if (rule_name_hot(c->opt, fn->name))
		return false;
	if (rule_func_cold(c->opt, c->m, f)) {
		*via = fn->name;
		return true;
	}
	if (!fn->is_static || !fn->ncallers || depth == 0)
		return false;
	/* through a function pointer it may run from anywhere */
	if (fn->name && model_name_taken(c->m, fn->name))
		return false;
	const char *first = NULL;
	for (unsigned k = 0; k < fn->ncallers; k++) {
		const char *v = NULL;
		if (fn->callers[k] == f ||
		    !func_cold(c, fn->callers[k], depth - 1, &v) ||
		    !rule_call_setup(c->m->funcs[fn->callers[k]].name,
				     calls_in_loop(c->m, fn->callers[k], fn->name),
				     v))
			return false;
		first = !k ? v : rule_via_join(first, v);
	}
	*via = first;
	return true;
}

/* A finding at node 'at' in a once-guarded block of kind 'kind'
 * (model_mark_once(), its NK_IF at index guard) is set-up code: a note
 * that says why. */
static void once_note(const struct rule_ctx *c, struct finding *f, int guard,
		      unsigned kind, int at)
{
	const struct node *g = &c->m->nodes[guard];

	if (f->basis == COUNT_PROFILE)
		return;
	f->once_run = true;
	if (rule_repeat(c, f))
		return;
	char *cond = g->lhs.node >= 0 ?
		model_node_text(c->m, &c->m->nodes[g->lhs.node]) : NULL;
	bool change = kind == ONCE_CHANGE;
	bool hook = kind == ONCE_HOOK;
	int err = -1;
	if (kind == ONCE_ERROR && g->kind == NK_IF) {
		err = model_error_marker(c->m, guard, guard + 1, g->arm_end[0]);
		if (err < 0 && (g->arm_flags & ARM_ELSE))
			err = model_error_marker(c->m, guard, g->arm_end[0],
						 g->arm_end[1]);
	}
	int st = kind == ONCE_ERROR && err < 0 ? model_status_call(c->m, guard) : -1;
	char *what = err >= 0 ? model_node_text(c->m, &c->m->nodes[err]) : NULL;
	bool holds = false;
	/* a case of a switch on a mode (model.c mark_switch_cases()): the
	 * guard is the switch's condition */
	int swi = kind == ONCE_OPTION ? model_switch_of(c->m, guard) : -1;
	bool sw = kind == ONCE_OPTION && model_guard_is_switch(c->m, guard);
	/* (what follows a switch whose case returns, or an if whose arm
	 * does) */
	bool after = swi >= 0 && at >= c->m->switches[swi].to;
	bool after_if = kind == ONCE_OPTION && swi < 0 && g->kind == NK_IF &&
			at >= ((g->arm_flags & ARM_ELSE) ? g->arm_end[1] :
			       g->arm_end[0]);
	const struct model_setting *set = kind == ONCE_OPTION ?
		model_guard_setting(c->m, guard, &holds) : NULL;
	const struct node *def = set && set->at >= 0 ? &c->m->nodes[set->at] :
				 NULL;
	const struct user_setting *usr = set && set->usr ?
		&c->m->usr[set->usr - 1] : NULL;
	char *field = def && def->lhs.node >= 0 ?
		model_node_text(c->m, &c->m->nodes[def->lhs.node]) : NULL;
	const struct dead_arm *dead = kind == ONCE_DEAD ?
		model_dead_arm_of(c->m, guard) : NULL;
	char vals[64];
	if (dead && dead->lo == dead->hi)
		snprintf(vals, sizeof vals, "%lld", (long long)dead->lo);
	else if (dead)
		snprintf(vals, sizeof vals, "%lld to %lld", (long long)dead->lo,
			 (long long)dead->hi);
	if (dead)	/* it never runs: no count, nothing to price */
		f->count = 0;
	char *msg = dead ?
		xasprintf("%s (never runs%s: every call of %s() in this file "
			  "passes '%s' as %s%s%s, so '%s' %s and the branch at "
			  "line %u does not take this arm; a note)", f->message,
			  dead->usr ? " with the configured settings" : "",
			  g->func >= 0 ? c->m->funcs[g->func].name : "?",
			  dead->param, dead->deref ?
			  "the address of a local holding " : "", vals,
			  dead->usr ? " (a field the configuration's 'settings:' "
			  "give, or a value passed on from one)" : "",
			  cond ? cond : "?",
			  dead->arm ? "always holds" : "never holds", g->line) :
		usr && after ?
		xasprintf("%s (not run with the configured setting '%s': the "
			  "case the switch at line %u takes returns, so what "
			  "follows the switch does not run; treated as set-up "
			  "code)", f->message, usr->text, g->line) :
		usr && after_if ?
		xasprintf("%s (not run with the configured setting '%s': '%s' "
			  "%s, so the branch at line %u takes the arm that "
			  "returns, and what follows it does not run; treated "
			  "as set-up code)", f->message, usr->text,
			  cond ? cond : "?", holds ? "holds" : "does not hold",
			  g->line) :
		usr && sw ?
		xasprintf("%s (not run with the configured setting '%s': the "
			  "switch at line %u takes another case; treated as "
			  "set-up code)", f->message, usr->text, g->line) :
		usr && g->kind == NK_BINARY ?
		xasprintf("%s (not run with the configured setting '%s': '%s' "
			  "does not hold, so the '&&' at line %u does not "
			  "evaluate this operand; treated as set-up code)",
			  f->message, usr->text, cond ? cond : "?", g->line) :
		usr ?
		xasprintf("%s (not run with the configured setting '%s': '%s' "
			  "%s, so the branch at line %u does not take this "
			  "arm; treated as set-up code)", f->message, usr->text,
			  cond ? cond : "?", holds ? "holds" : "does not hold",
			  g->line) :
		set && sw ?
		xasprintf("%s (under a setting: with the value %lld that %s() "
			  "gives '%s', the switch at line %u takes another "
			  "case, so this one runs only when the application "
			  "changes the setting; treated as set-up code)",
			  f->message, (long long)set->value,
			  def->func >= 0 ? c->m->funcs[def->func].name : "?",
			  field ? field : "?", g->line) :
		set ?
		xasprintf("%s (under a setting: with the value %lld that %s() "
			  "gives '%s', '%s' %s, so this branch runs only when "
			  "the application changes the setting; treated as "
			  "set-up code)", f->message, (long long)set->value,
			  def->func >= 0 ? c->m->funcs[def->func].name : "?",
			  field ? field : "?", cond ? cond : "?",
			  holds ? "holds" : "does not hold") :
		st >= 0 ?
		xasprintf("%s (on an error path: the branch at line %u handles "
			  "a failure of %s() and returns an error on one of its "
			  "paths, which is rare; treated as set-up code)",
			  f->message, g->line, c->m->nodes[st].name) :
		err >= 0 ?
		xasprintf("%s (on an error path: the branch at line %u %s "
			  "an error ('%s'), which is rare; treated as set-up "
			  "code)", f->message, g->line,
			  c->m->nodes[err].kind == NK_CALL ? "reports" : "counts",
			  what ? what : "?") :
		kind == ONCE_RESET ?
		xasprintf("%s (on a reset request: this case of the switch on "
			  "'%s' at line %u runs when the application resets the "
			  "state, at a stream's start or a seek, not per frame; "
			  "treated as set-up code)", f->message,
			  g->name ? g->name : "?", g->line) :
		kind == ONCE_NAN ?
		xasprintf("%s (on a fallback for degenerate values: the branch "
			  "at line %u runs when '%s', a negated floating-point "
			  "comparison that holds for NaN too, written to catch "
			  "a zero, huge or NaN value, which is rare; treated as "
			  "set-up code)", f->message, g->line, cond ? cond : "?") :
		kind == ONCE_WIDE && model_stereo_arm(g) ?
		xasprintf("%s (for other channel counts than two only: the "
			  "branch at line %u runs when '%s' %s, for mono or "
			  "multichannel input, off the usual stereo; treated "
			  "as set-up code)", f->message, g->line,
			  cond ? cond : "?",
			  g->arm_wide & 4 ? "holds" : "does not hold") :
		kind == ONCE_WIDE ?
		xasprintf("%s (for wide samples only: the branch at line %u "
			  "runs when '%s' %s, for samples wider than 24 bits, "
			  "an input format off the usual 16 and 24 bits; "
			  "treated as set-up code)", f->message, g->line,
			  cond ? cond : "?",
			  g->arm_wide & 1 ? "holds" : "does not hold") :
		hook ?
		xasprintf("%s (in optional report code: the block at line %u "
			  "runs only when '%s' is set, a structure the "
			  "application hands in, and only fills it; treated as "
			  "set-up code)", f->message, g->line, cond ? cond : "?") :
		change ?
		xasprintf("%s (in set-up code: the block at line %u runs when "
			  "'%s' holds, which the function then makes false: "
			  "once per change of settings or stream format)",
			  f->message, g->line, cond ? cond : "?") :
		xasprintf("%s (in set-up code: the block at line %u runs "
			  "once per stream, its condition '%s' made false "
			  "inside it)", f->message, g->line, cond ? cond : "?");
	free(cond);
	free(what);
	free(field);
	free(f->message);
	f->message = msg;
	f->severity = SEV_NOTE;
}

/* A finding in an if arm that leaves (ONCE_RETURN, ONCE_BREAK): its
 * message says why it is counted once per call or loop entry. */
static void exit_note(const struct rule_ctx *c, struct finding *f,
		      const struct node *n)
{
	const struct node *g = &c->m->nodes[n->once_if];
	/* an arm that raises the flag a later test of the pass breaks on
	 * (model_mark_once()) leaves the loop through it */
	bool flag = n->once == ONCE_BREAK && g->arm_exit[0] != ONCE_BREAK &&
		    g->arm_exit[1] != ONCE_BREAK;
	bool match = flag && model_counter_arm(c->m, n->once_if);
	char *cond = match && g->lhs.node >= 0 ?
		model_node_text(c->m, &c->m->nodes[g->lhs.node]) : NULL;
	char *msg = n->once == ONCE_RETURN ?
		xasprintf("%s (in the branch at line %u, which returns: once "
			  "per call)", f->message, g->line) :
		match ?
		xasprintf("%s (in the branch at line %u, '%s', taken for one "
			  "value of the counter of the loop at line %u: once per "
			  "entry of it)", f->message, g->line, cond ? cond : "?",
			  c->m->loops[g->loop].line) :
		flag ?
		xasprintf("%s (in the branch at line %u, which raises a flag "
			  "that ends the loop at line %u in the same pass: once "
			  "per entry of it)", f->message, g->line,
			  c->m->loops[g->loop].line) :
		xasprintf("%s (in the branch at line %u, which leaves the loop "
			  "at line %u: once per entry of it)", f->message, g->line,
			  c->m->loops[g->loop].line);
	free(cond);
	free(f->message);
	f->message = msg;
}

/* A finding in an if arm taken one pass in 'period' (model_mark_periodic(),
 * the outermost such arm's NK_IF at index ifn): its message says so. */
static void period_note(const struct rule_ctx *c, struct finding *f, int ifn,
			unsigned period)
{
	const struct node *g = &c->m->nodes[ifn];
	char *cond = g->lhs.node >= 0 ?
		model_node_text(c->m, &c->m->nodes[g->lhs.node]) : NULL;
	char *msg = xasprintf("%s (in the branch at line %u, taken one pass in "
			      "%u: '%s')", f->message, g->line, period,
			      cond ? cond : "?");
	free(cond);
	free(f->message);
	f->message = msg;
}

/* "case 20" or "default" for label k of m. */
static char *label_text(const struct model *m, unsigned k)
{
	const struct case_label *l = &m->labels[k];

	return l->kind == LABEL_VALUE ?
	       xasprintf("case %lld", (long long)l->value) :
	       xstrdup(l->kind == LABEL_DEFAULT ? "default" : "case");
}

/* A finding in a fall-through ladder above its last label
 * (model_ladder_of()): the code runs only when the switch enters at a
 * label above it, and the same operation in the last label, which every
 * entry reaches, is the ladder's finding.  A note that says so; the
 * severity a profile's measured line restores. */
static void ladder_note(const struct rule_ctx *c, struct finding *f,
			const struct model_ladder *ld)
{
	char *at = label_text(c->m, ld->label);
	char *sink = label_text(c->m, ld->sink);
	char *msg = xasprintf("%s (in '%s:' of the switch at line %u, whose "
		"%u labels each fall into the next: it runs only when the "
		"switch enters at it or above, %u of the %u labels; the same "
		"operation in '%s:' at line %u, which every entry reaches, "
		"stands for the ladder)", f->message, at, ld->line, ld->total,
		ld->above, ld->total, sink, c->m->nodes[ld->sink_node].line);

	free(at);
	free(sink);
	free(f->message);
	f->message = msg;
	f->severity = SEV_NOTE;
	f->loop_severity = SEV_NOTE;
}

int rule_exec_loop(const struct rule_ctx *c, const struct node *n)
{
	return loop_exec_level_c(c->m, (int)(n - c->m->nodes), c->inv);
}

enum severity rule_hot(struct rule_ctx *c, const struct node *n,
		       enum severity hot)
{
	if (rule_exec_loop(c, n) >= 0)
		return hot;
	c->hot_memo = (struct rule_hot_memo){ n, hot };
	return SEV_NOTE;
}

bool rule_repeat(const struct rule_ctx *c, const struct finding *f)
{
	return f == &c->scratch;
}

/* The lines of the divides that compute node k's value again
 * (model.recomps): one finding and one cost for all of them, as a
 * compiler computes it once; the message names the others' lines. */
static void recomputed_note(struct rule_ctx *c, struct finding *f, int k)
{
	const struct model *m = c->m;
	unsigned lo = 0, hi = m->nrecomps;

	while (lo < hi) {
		unsigned mid = lo + (hi - lo) / 2;
		if (m->recomps[mid].orig < k)
			lo = mid + 1;
		else
			hi = mid;
	}
	struct strbuf sb = { 0 };
	unsigned nlines = 0, last = f->line;
	for (; lo < m->nrecomps && m->recomps[lo].orig == k; lo++) {
		unsigned line = m->nodes[m->recomps[lo].copy].line;
		if (line == last || line == f->line)
			continue;
		sb_printf(&sb, "%s%u", nlines++ ? ", " : "", line);
		last = line;
	}
	if (nlines) {
		char *msg = xasprintf("%s (computed once: its value is used "
			"again at line%s %s)", f->message, nlines > 1 ? "s" : "",
			sb.buf);
		free(f->message);
		f->message = msg;
	}
	sb_release(&sb);
}

/* Finding f at node k, in an arm only a null pointer parameter takes
 * ('if (!prime)'): the run's calls decide (callgraph_nonnull()). */
static void null_arm(const struct rule_ctx *c, struct finding *f, int k)
{
	int ifn;
	const char *pname;
	int np = !rule_repeat(c, f) && f->basis != COUNT_PROFILE ?
		 model_null_arm(c->m, k, &ifn, &pname) : -1;
	if (np >= 0 && np < 16 && strlen(pname) < sizeof(f->null_name)) {
		f->null_param = (uint8_t)(np + 1);
		f->null_line = c->m->nodes[ifn].line;
		snprintf(f->null_name, sizeof(f->null_name), "%s", pname);
	}
}

/* Finding f at node k, in an arm of a branch on an integer parameter
 * ('if (count_lost && ...)'): the run's calls decide (callgraph_ints()). */
static void param_arm(const struct rule_ctx *c, struct finding *f, int k)
{
	struct model_parm p;

	/* (not where the file's own calls settle it: model.dead_arms) */
	if (rule_repeat(c, f) || f->basis == COUNT_PROFILE ||
	    c->m->nodes[k].once == ONCE_DEAD ||
	    !model_param_arm(c->m, k, &p) || strlen(p.name) >= sizeof(f->parm_name))
		return;
	f->parm = (uint8_t)(p.idx + 1);
	f->parm_op = p.op;
	f->parm_arm = (uint8_t)p.arm;
	f->parm_k = p.k;
	f->parm_lo = p.lo;
	f->parm_hi = p.hi;
	f->parm_line = c->m->nodes[p.ifn].line;
	snprintf(f->parm_name, sizeof(f->parm_name), "%s", p.name);
}

struct finding *rule_report(struct rule_ctx *c, const struct node *n,
			    enum severity sev, const char *fmt, ...)
{
	va_list ap;
	int at = rule_exec_loop(c, n);

	/* a repeat at one place is the same construct again (a macro's
	 * 2^19 divides), not another one a macro put there too ('exp' and
	 * the literal of opus's celt_exp2(x)): the construct's kind,
	 * operator and name */
	c->what = (uint64_t)n->kind << 56 ^ (uint64_t)n->op << 48 ^
		  (n->name ? fnv1a(FNV_SEED, n->name, strlen(n->name)) : 0);
	unsigned period = model_node_period(c->m, (int)(n - c->m->nodes), at);
	va_start(ap, fmt);
	struct finding *f = report_at(c, n->file, n->line, n->col, n->func,
		at, period, stmt_text(c, n), sev, fmt, ap);
	va_end(ap);
	c->what = 0;
	/* in a case of a switch on the character its string walk is at */
	unsigned groups = 0;
	if (f->str_param && c->str_loop >= 0 &&
	    !model_walk_cases(c->m, c->str_loop, (int)(n - c->m->nodes),
			      f->str_cases, sizeof(f->str_cases), &groups))
		f->str_cases[0] = '\0';
	f->str_groups = f->str_cases[0] && groups < 256 ? (uint8_t)groups : 0;
	if (c->hot_memo.n == n && sev == SEV_NOTE && !once_setup(n->once))
		f->loop_severity = c->hot_memo.hot;
	c->hot_memo.n = NULL;
	if (at != n->loop && n->loop >= 0 && !n->once) {
		/* hoisted: name the outermost loop it leaves */
		int l = n->loop;
		while (c->m->loops[l].parent != at)
			l = c->m->loops[l].parent;
		char *msg = xasprintf("%s (loop-invariant: hoistable out of the "
			"loop at line %u, counted once per entry of it)",
			f->message, c->m->loops[l].line);
		f->hoisted = true;
		free(f->message);
		f->message = msg;
	}
	recomputed_note(c, f, (int)(n - c->m->nodes));
	/* code of a loop header's line that is not in the loop (a 'for'
	 * init): its line runs more often than it does, as hoisted code's */
	if (n->func >= 0) {
		/* the function's loops: those starting within its nodes */
		const struct function *fn = &c->m->funcs[n->func];
		int k = (int)(n - c->m->nodes);
		for (unsigned l = model_loop_from(c->m, fn->first_node);
		     !f->hoisted && l < c->m->nloops &&
		     c->m->loops[l].first_node < fn->last_node; l++) {
			const struct loop *lp = &c->m->loops[l];
			if (lp->line == n->line && lp->file == n->file &&
			    (k < lp->first_node || k >= lp->last_node))
				f->hoisted = true;
		}
	}
	if (period > 1 && !rule_repeat(c, f))
		period_note(c, f, n->period_if, period);
	const char *via = NULL;
	if (once_setup(n->once))
		once_note(c, f, n->once_if, n->once, (int)(n - c->m->nodes));
	else if (n->once && n->loop >= 0 && !rule_repeat(c, f))
		exit_note(c, f, n);
	else if (n->func >= 0 && f->basis != COUNT_PROFILE &&
		 func_cold(c, n->func, 8, &via))
		rule_setup_note(f, c->m->funcs[n->func].name, via);
	null_arm(c, f, (int)(n - c->m->nodes));
	param_arm(c, f, (int)(n - c->m->nodes));
	struct model_ladder ld;
	if (!rule_repeat(c, f) && f->basis != COUNT_PROFILE &&
	    (f->severity != SEV_NOTE || f->loop_severity != SEV_NOTE) &&
	    model_ladder_of(c->m, (int)(n - c->m->nodes), &ld))
		ladder_note(c, f, &ld);
	return f;
}

const char rule_via_hook[] = "(an optional report block)";
const char rule_via_block[] = "(a once-per-stream block)";
const char rule_via_setting[] = "(an arm the settings do not take)";
const char rule_via_mixed[] = "(set-up code of several kinds)";

const char *rule_via_join(const char *a, const char *b)
{
	if (a == b || (rule_via_named(a) && rule_via_named(b) && !strcmp(a, b)))
		return a;
	if ((rule_via_named(a) && !strcmp(a, "main")) ||
	    (rule_via_named(b) && !strcmp(b, "main")))
		return "main";
	return rule_via_mixed;
}

/* When cold function name runs, if by its name it serves a rare request
 * (a seek, a lost packet), else "once per stream". */
static const char *cold_when(const char *name)
{
	const char *when = rule_via_named(name) ? model_rare_name(name) : NULL;

	return when ? when : "once per stream";
}

/* May finding f become a set-up note: not measured, and no note that
 * already says why it is one or that runs once in its block (another note
 * says it too: a reader of notes sees why the code is cold)?  If so, what
 * a measured run undoes is kept (profile_apply_findings()). */
static bool setup_note_begins(struct finding *f)
{
	if (f->basis == COUNT_PROFILE || f->setup_len || f->once_run)
		return false;
	f->setup_sev = f->severity;
	f->setup_len = (unsigned)strlen(f->message);
	return true;
}

/* f's message becomes msg (allocated), and f a note. */
static void setup_note_ends(struct finding *f, char *msg)
{
	free(f->message);
	f->message = msg;
	f->severity = SEV_NOTE;
}

bool rule_setup_note(struct finding *f, const char *name, const char *via)
{
	if (!setup_note_begins(f))
		return false;
	char *msg = via == rule_via_hook ?
		xasprintf("%s (in optional report code: '%s' is only called "
			  "to fill a structure the application hands in, "
			  "treated as set-up code)", f->message, name) :
		via == rule_via_setting ?
		xasprintf("%s (not run with the configured settings: '%s' is "
			  "only reached from arms of tests that the settings "
			  "decide the other way; treated as set-up code)",
			  f->message, name) :
		via == rule_via_block ?
		xasprintf("%s (in set-up code: '%s' is only called from blocks "
			  "that run once per stream or rarely -- a once-guarded "
			  "set-up block, a change of settings or of the "
			  "stream's parameters, an error path, a setting off "
			  "by default or an arm only samples wider than 24 "
			  "bits or other channel counts than two take)",
			  f->message, name) :
		via == rule_via_mixed ?
		xasprintf("%s (in set-up code: '%s' is only called from set-up "
			  "code of more than one root: functions that by their "
			  "names run once per stream or rarely (a seek, a lost "
			  "packet), blocks that run once per stream or rarely, "
			  "or code the configured settings do not run)",
			  f->message, name) :
		via && strcmp(via, name) ?
		xasprintf("%s (in set-up code: '%s' is only called from "
			  "'%s', which by its name runs %s)",
			  f->message, name, via, cold_when(via)) :
		xasprintf("%s (in set-up code: by its name, '%s' runs %s)",
			  f->message, name, cold_when(name));
	setup_note_ends(f, msg);
	return true;
}

bool rule_off_note(struct finding *f, const char *name, const char *via,
		   const char *member, const char *fns)
{
	if (!setup_note_begins(f))
		return false;
	/* (a structure's member, "type.member", or a global table whose
	 * element a configured value picks) */
	const char *dot = strrchr(member, '.');
	bool field = dot && dot[1] && strspn(dot + 1, "abcdefghijklmnopqrstuvwxyz"
		"ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_") == strlen(dot + 1);
	char *how = field ?
		xasprintf("function pointer members such as '%s', which the "
			  "settings say hold '%s'", member, fns) :
		xasprintf("elements of function tables such as '%s' that the "
			  "settings do not pick (they pick '%s')",
			  /* (a file's own table: its file's name, not path) */
			  strrchr(member, '/') ? strrchr(member, '/') + 1 : member,
			  fns);
	char *msg = !via ?
		xasprintf("%s (not run with the configured settings: only "
			  "code that they do not run calls '%s', functions "
			  "that the run reaches only through %s)", f->message,
			  name, how) :
		strcmp(via, name) ?
		xasprintf("%s (not run with the configured settings: '%s' is "
			  "only reached from '%s', which the run reaches only "
			  "through %s)", f->message, name, via, how) :
		xasprintf("%s (not run with the configured settings: the run "
			  "reaches '%s' only through %s)", f->message, name, how);
	free(how);
	setup_note_ends(f, msg);
	return true;
}

bool rule_outside_note(struct finding *f, const char *name, const char *via)
{
	if (!setup_note_begins(f))
		return false;
	char *msg = via && strcmp(via, name) ?
		xasprintf("%s (outside the frame path: '%s' is only called "
			  "from '%s', an entry point the configuration's "
			  "'entries:' do not name)", f->message, name, via) :
		xasprintf("%s (outside the frame path: no code of the run "
			  "calls '%s', and the configuration's 'entries:', the "
			  "entry points that run per frame, do not name it)",
			  f->message, name);
	setup_note_ends(f, msg);
	return true;
}

/* The line a profile counts loop l's passes by, as lines_loop() in
 * profile.c picks it: the first line of its body after its header that
 * runs on every pass and makes instructions (not an inner loop's header,
 * nor a declaration without a value) -- the header's own line also counts
 * the test that ends each entry (opus's 'for (i = 0; i < start; i++)' with
 * start 0: 2 executions, no pass); 0: none, the header's line. */
static unsigned pass_line(const struct model *m, int l)
{
	const struct loop *lp = &m->loops[l];

	if (lp->kind == LOOP_DO)
		return 0;
	for (int i = lp->first_node; i < lp->last_node; i++) {
		const struct node *n = &m->nodes[i];
		if (n->loop != l || n->file != lp->file || n->line <= lp->line ||
		    (n->kind == NK_DECL && n->rhs.node < 0 && !n->rhs.is_const) ||
		    !model_loop_runs_always(m, l, i))
			continue;
		if (!model_inner_header(m, l, n->line))
			return n->line;
	}
	return 0;
}

struct finding *rule_report_loop(struct rule_ctx *c, int l, enum severity sev,
				 const char *fmt, ...)
{
	const struct model *m = c->m;
	const struct loop *lp = &m->loops[l];
	char *stmt;
	va_list ap;

	/* the fingerprint text: the loop's kind, its first statement (the
	 * condition of a for or while) and its last (the body's end) */
	if (lp->first_node < lp->last_node) {
		const struct node *n = &m->nodes[lp->first_node];
		const struct node *e = &m->nodes[lp->last_node - 1];
		char *t = model_text(m, n->file, n->stmt_begin, n->stmt_end);
		char *u = model_text(m, e->file, e->stmt_begin, e->stmt_end);
		stmt = xasprintf("%s loop: %s ... %s", lp->kind == LOOP_FOR ? "for" :
				 lp->kind == LOOP_WHILE ? "while" : "do", t ? t : "",
				 u ? u : "");
		free(t);
		free(u);
	} else {
		stmt = xstrdup("loop");
	}
	va_start(ap, fmt);
	struct finding *f = report_at(c, lp->file, lp->line, lp->col, lp->func,
				      l, 1, stmt, sev, fmt, ap);
	va_end(ap);
	if (lp->kind == LOOP_DO && lp->cond_line > lp->line)
		f->count_line = lp->cond_line;
	else
		f->count_line = pass_line(m, l);
	int guard = model_loop_once(m, l);
	if (guard >= 0) {
		/* the kind of the block: the loop's, or an enclosing one's */
		unsigned kind = 0;
		for (int q = l; q >= 0 && !kind; q = m->loops[q].parent)
			if (once_setup(m->loops[q].once))
				kind = m->loops[q].once;
		once_note(c, f, guard, kind, lp->first_node);
	}
	/* (a loop that is an arm's statement: vorbis's 'if (!prime) for
	 * (...) work[i] = 0.f;') */
	if (lp->first_node < lp->last_node) {
		null_arm(c, f, lp->first_node);
		param_arm(c, f, lp->first_node);
	}
	return f;
}

void rule_advice(struct finding *f, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	free(f->advice);
	f->advice = xvasprintf(fmt, ap);
	va_end(ap);
}

unsigned rule_emul_cycles(const struct rule_ctx *c, enum md_emul e)
{
	return c->md->emul[e].cycles;
}

unsigned rule_op_latency(const struct rule_ctx *c, enum md_opclass op)
{
	return c->md->ops[op].latency;
}

bool rule_fix(struct rule_ctx *c, struct finding *f, const struct node *n,
	      unsigned offset, unsigned length, const char *expect,
	      const char *text)
{
	const struct model_file *mf;
	size_t el = strlen(expect);

	if (n->file >= c->m->nfiles || strlen(text) >= sizeof(f->fix.text))
		return false;
	mf = &c->m->files[n->file];
	if ((size_t)offset + el > mf->len || memcmp(mf->text + offset, expect, el))
		return false;
	f->fix.present = true;
	f->fix.offset = offset;
	f->fix.length = length;
	snprintf(f->fix.text, sizeof(f->fix.text), "%s", text);
	return true;
}

const struct loop_info *rule_loop_info(struct rule_ctx *c, int l)
{
	if (!c->analysed[l]) {
		struct loops_opts o = { .assumed_trip = c->opt->assumed_trip,
					.unroll_default = c->opt->unroll,
					.inv = c->inv };
		const struct loop *lp = &c->m->loops[l];
		loops_analyse_opts(c->m, c->md, l, &o, &c->loops[l]);
		c->analysed[l] = true;
		c->own[l].ii = c->loops[l].ii;
		c->own[l].scheduled = c->loops[l].scheduled;
		/* inner loops: the loops after l deeper than it */
		for (unsigned k = (unsigned)l + 1; k < c->m->nloops &&
		     c->m->loops[k].depth > lp->depth; k++)
			if (c->m->loops[k].parent == l)
				loops_add_inner(&c->loops[l],
						rule_loop_info(c, (int)k));
	}
	return &c->loops[l];
}

void rule_loop_variant(struct rule_ctx *c, int l, const struct loops_opts *o,
		       struct loop_info *out)
{
	struct loops_opts v = *o;

	v.assumed_trip = c->opt->assumed_trip;
	if (!v.unroll_default)
		v.unroll_default = c->opt->unroll;
	v.inv = c->inv;
	v.same = rule_loop_info(c, l);
	loops_analyse_opts(c->m, c->md, l, &v, out);
}

/* The hash of a claim slot's place in loop l. */
static size_t place_hash(unsigned line, unsigned col, int l)
{
	uint64_t h = fnv1a(FNV_SEED, &line, sizeof(line));
	return (size_t)(fnv1a(h, &col, sizeof(col)) ^ (uint64_t)l);
}

/* The claim slot of the place of the finding whose cycles these are (the
 * last one reported) in loop l, created empty; NULL if they are not that
 * finding's. */
static struct rule_claim_place *claim_place(struct rule_ctx *c, int l,
					    const uint64_t *cycles)
{
	const struct rule_place *p = &c->last;

	if (p->m != c->m || p->index >= c->out->n ||
	    cycles != &c->out->v[p->index].cycles)
		return NULL;
	if (2 * (c->nplaces + 1) > c->capplaces) {
		size_t cap = c->capplaces ? 2 * c->capplaces : 64;
		struct rule_claim_place *v = xmalloc(cap * sizeof(*v));
		for (size_t i = 0; i < cap; i++)
			v[i].loop = -1;
		for (size_t i = 0; i < c->capplaces; i++) {
			if (c->places[i].loop < 0)
				continue;
			const struct rule_claim_place *o = &c->places[i];
			size_t s = place_hash(o->line, o->col, o->loop) & (cap - 1);
			while (v[s].loop >= 0)
				s = (s + 1) & (cap - 1);
			v[s] = *o;
		}
		free(c->places);
		c->places = v;
		c->capplaces = cap;
	}
	size_t s = place_hash(p->line, p->col, l) & (c->capplaces - 1);
	for (;; s = (s + 1) & (c->capplaces - 1)) {
		struct rule_claim_place *q = &c->places[s];
		if (q->loop < 0) {
			*q = (struct rule_claim_place){ p->rule, p->file, p->line,
							p->col, l, 0, 0 };
			c->nplaces++;
			return q;
		}
		if (q->loop == l && q->rule == p->rule && q->file == p->file &&
		    q->line == p->line && q->col == p->col)
			return q;
	}
}

static void loop_claim(struct rule_ctx *c, int l, uint64_t *cycles,
		       uint64_t *saving, bool record)
{
	const struct loop_info *li = rule_loop_info(c, l);
	uint64_t cost = li->ii;
	uint64_t *cl = c->claimed ? &c->claimed[RULE_CLAIM * (size_t)l] : NULL;

	if (!cl || cycles == &c->scratch.cycles)
		return;		/* a repeat at one place (report_at()) */
	/* another construct of this rule at a place that already claimed
	 * (a macro's expansions, 'exp' and its literal): only the costlier
	 * is kept (dedupe()), so the place's claim is given back first */
	struct rule_claim_place *pl = record ? claim_place(c, l, cycles) : NULL;
	if (pl) {
		cl[0] -= pl->cycles;
		cl[1] -= pl->saving;
	}
	uint64_t left = cost > cl[0] ? cost - cl[0] : 0;
	if (record) {	/* what it asks, for check_model()'s shares */
		const struct rule_place *p = &c->last;
		if (p->m == c->m && p->index < c->out->n &&
		    cycles == &c->out->v[p->index].cycles) {
			struct finding *f = &c->out->v[p->index];
			f->claim_loop = l + 1;
			f->claim_cycles = *cycles;
			f->claim_saving = *saving;
		}
	}
	if (*cycles > left)
		*cycles = left;
	uint64_t sleft = cost > cl[1] ? cost - cl[1] : 0;
	if (*saving > sleft)
		*saving = sleft;
	if (!left)	/* the loop's cost is other findings': none saved */
		*saving = 0;
	if (!record)
		return;
	if (pl && pl->cycles > *cycles) {	/* the earlier one is kept */
		cl[0] += pl->cycles;
		cl[1] += pl->saving;
		return;
	}
	cl[0] += *cycles;
	cl[1] += *saving;
	if (pl) {
		pl->cycles = *cycles;
		pl->saving = *saving;
	}
}

void rule_loop_claim(struct rule_ctx *c, int l, uint64_t *cycles,
		     uint64_t *saving)
{
	loop_claim(c, l, cycles, saving, true);
}

void rule_loop_cap(struct rule_ctx *c, int l, uint64_t *cycles,
		   uint64_t *saving)
{
	loop_claim(c, l, cycles, saving, false);
}

bool rule_variant_saving(struct rule_ctx *c, int l, const struct loops_opts *o,
			 uint64_t *saving, unsigned *after, bool *pipelined)
{
	const struct loop_info *li = rule_loop_info(c, l);
	struct loop_info v;
	uint64_t before = li->ii;

	rule_loop_variant(c, l, o, &v);
	bool ok = li->scheduled && v.scheduled;
	if (ok && !li->innermost) {
		/* an outer loop: its own pass with and without the advice,
		 * its inner loops the same in both (without it: the pass
		 * rule_loop_info() priced, kept before the inner loops were
		 * added) */
		before = c->own[l].ii;
		ok = c->own[l].scheduled;
	}
	if (ok) {
		*saving = before > v.ii ? before - v.ii : 0;
		if (after)
			*after = v.ii;
		if (pipelined)
			*pipelined = v.pipelined;
	}
	loop_info_release(&v);
	return ok;
}

void rule_node_resched(struct rule_ctx *c, struct finding *f,
		       const struct node *n, const struct ddg_repl *r,
		       unsigned nr)
{
	int l = n->loop;

	if (rule_repeat(c, f) || l < 0 || rule_exec_loop(c, n) != l)
		return;		/* straight-line code or hoisted: the formula */
	uint64_t *done = c->claimed ? &c->claimed[RULE_CLAIM * (size_t)l + 2] :
			 NULL;
	/* an outer loop's own pass does not wait for the results its inner
	 * loops read (g = 1.f / e before a loop scaling by g): the formula */
	if (done && nr && *done < RULE_MAX_VARIANTS &&
	    model_loop_innermost(c->m, l)) {
		(*done)++;
		const struct loop_info *li = rule_loop_info(c, l);
		/* only a faster variant is looked at, but for whether it
		 * pipelines, asked below of a loop a recurrence binds */
		bool fill = li->pipelined && f->cycles &&
			    (double)li->sched.rec_mii > li->res_mii + 1;
		struct loops_opts o = { .repl = r, .nrepl = nr,
					.ii_floor = fill ? 0 : li->ii };
		uint64_t s;
		unsigned after;
		bool piped;
		if (rule_variant_saving(c, l, &o, &s, &after, &piped)) {
			f->saving_cycles = s;
			/* a software-pipelined loop that a recurrence binds, no
			 * faster without it: the operation fills idle slots
			 * beside the chain (libmad's dctIV: the sign fix-ups of
			 * '/ 2' beside a 14-cycle chain through memory, work
			 * 9.0); it costs the loop nothing, and leaves the loop's
			 * cycles to the recurrence's finding.  (In a loop its
			 * resources bind, one of several like operations saves
			 * nothing alone but costs its share: kept.) */
			if (!s && fill && piped) {
				f->cycles = 0;
				char *msg = xasprintf("%s (in this software-pipelined "
					"loop it fills idle slots: the loop is no "
					"faster without it)", f->message);
				free(f->message);
				f->message = msg;
			}
			/* the figures behind the saving, in the advice; a list
			 * schedule is no monotonic function of the operations'
			 * latencies: a variant that comes out slower
			 * (vorbisfile's seek loop, 257 against 228 with a 32-bit
			 * compare) is no faster, not slower */
			if (f->advice && li->innermost && after >= li->ii) {
				char *a = xasprintf("%s (this loop: no faster alone, "
					"~%u cycles per iteration either way)",
					f->advice, li->ii);
				free(f->advice);
				f->advice = a;
			} else if (f->advice && li->innermost) {
				char *a = xasprintf("%s (this loop: ~%u cycles per "
					"iteration instead of %u%s)", f->advice, after,
					li->ii, piped && !li->pipelined ?
					", software-pipelined once the call is gone" : "");
				free(f->advice);
				f->advice = a;
			}
		}
	}
	rule_loop_claim(c, l, &f->cycles, &f->saving_cycles);
}

int rule_item_link(const struct rule_ctx *c, int k, rule_item_fn item)
{
	const struct model *m = c->m;
	const struct node *x = &m->nodes[k];
	int child = k;

	for (int p = x->parent; p >= 0; child = p, p = m->nodes[p].parent) {
		const struct node *a = &m->nodes[p];
		if (a->kind == NK_COND && child != a->cond)
			return -1;
		if (a->kind == NK_BINARY && (a->op == MOP_LAND ||
		    a->op == MOP_LOR) && child != a->lhs.node)
			return -1;
		if (a->kind == NK_IF || a->kind == NK_DECL || a->func != x->func)
			return -1;
		if (!item(c, p))
			continue;
		if (a->file != x->file || a->line != x->line ||
		    a->period != x->period || a->period_if != x->period_if ||
		    a->once != x->once || a->once_if != x->once_if ||
		    rule_exec_loop(c, a) != rule_exec_loop(c, x))
			return -1;
		return p;
	}
	return -1;
}

int *rule_item_group(const struct rule_ctx *c, const struct node *n,
		     rule_item_fn item, size_t *nv)
{
	const struct model *m = c->m;
	int self = (int)(n - m->nodes);
	int first = model_sub_first(m, self);
	size_t cap = (size_t)(self - first) + 1;
	int *v = xmalloc(cap * sizeof(*v));
	int *root_of = xmalloc(cap * sizeof(*root_of));

	*nv = 0;
	v[(*nv)++] = self;
	/* the subtree precedes its root (nodes [sub_first, self]): an item's
	 * link comes after it, its root already known */
	root_of[cap - 1] = self;
	for (int k = self - 1; k >= first; k--) {
		size_t i = (size_t)(k - first);
		root_of[i] = -1;
		if (m->nodes[k].func != n->func || (m->nodes[k].flags & NF_COPY) ||
		    !item(c, k))
			continue;
		int a = rule_item_link(c, k, item);
		root_of[i] = a >= first && a <= self ? root_of[a - first] : -1;
		if (root_of[i] == self)
			v[(*nv)++] = k;
	}
	free(root_of);
	return v;
}
