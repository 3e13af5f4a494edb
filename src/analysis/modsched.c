/*
 * modsched.c: modulo and list scheduling of a loop body (see modsched.h).
 *
 * The modulo scheduler follows Rau's iterative modulo scheduling: the
 * operations are taken highest first by their height (the longest path
 * to the end of the iteration at the candidate II); each is placed at the
 * first cycle from its earliest start, within one II, where the modulo
 * reservation table has a slot and a unit for it; when there is none it
 * is forced in at its earliest start (or one after its previous place)
 * and the operations it conflicts with, in resources or dependences, are
 * unscheduled.  A budget of scheduling steps (6 per operation) bounds the
 * work at each II; when it runs out, swing modulo scheduling (swing())
 * tries the same II, and then the II grows by one.  The slot
 * assignment of a row is a bipartite matching of its operations to the
 * slots their units allow, tried exhaustively (at most issue_slots
 * operations per row).
 */
#include "modsched.h"
#include "util.h"

#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#define BUDGET_RATIO 6
#define II_TRIES 48
#define SCHED_MAX_MODULO 256	/* larger bodies: a list schedule */

static unsigned slots_of(const struct machine *md, const struct ddg_op *o)
{
	if (o->cls < 0 || o->cls >= MD_OP__COUNT)
		return 0;
	int u = md->ops[o->cls].unit;
	return u >= 0 && (unsigned)u < md->nunits ? md->units[u].slots : 0;
}

static int unit_of(const struct machine *md, const struct ddg_op *o)
{
	return o->cls >= 0 && o->cls < MD_OP__COUNT ? md->ops[o->cls].unit : -1;
}

static unsigned popcount(unsigned x)
{
	unsigned c = 0;
	for (; x; x &= x - 1)
		c++;
	return c;
}

/* --- bounds --------------------------------------------------------------- */

static double res_mii(const struct machine *md, const struct ddg *g,
		      const char **bound)
{
	unsigned use[32] = { 0 }, n = 0, masks[32], per_mask[32] = { 0 }, nm = 0;
	double best = 0;

	*bound = NULL;
	for (unsigned k = 0; k < g->nops; k++) {
		const struct ddg_op *o = &g->op[k];
		int u = unit_of(md, o);
		if (u < 0 || u >= 32)
			continue;
		use[u] += md->ops[o->cls].recovery;
		n++;
		unsigned s = md->units[u].slots, j = 0;
		while (j < nm && masks[j] != s)
			j++;
		if (j == nm && nm < 32)
			masks[nm++] = s;
		if (j < nm)
			per_mask[j]++;	/* (every one counted when nm <= 10) */
	}
	for (unsigned u = 0; u < md->nunits && u < 32; u++) {
		double r = (double)use[u] / md->units[u].count;
		if (r > best + 1e-9) {
			best = r;
			*bound = md->units[u].name;
		}
	}
	double r = (double)n / md->issue_slots;
	if (r > best + 1e-9) {
		best = r;
		*bound = "issue slots";
	}
	/* operations confined to a set of slots: every union of the units'
	 * slot sets (at most 2^10 of them) */
	if (nm <= 10)
		for (unsigned sub = 1; sub < (1u << nm); sub++) {
			unsigned mask = 0, cnt = 0;
			for (unsigned j = 0; j < nm; j++)
				if (sub & (1u << j))
					mask |= masks[j];
			if (popcount(mask) >= md->issue_slots)
				continue;
			/* the operations whose unit's slots are within it */
			for (unsigned j = 0; j < nm; j++)
				if (masks[j] && !(masks[j] & ~mask))
					cnt += per_mask[j];
			r = (double)cnt / popcount(mask);
			if (r > best + 1e-9) {
				static _Thread_local char buf[32];
				unsigned lo = 0, hi = 0;
				for (unsigned b = 0; b < 32; b++)
					if (mask & (1u << b)) {
						if (!lo)
							lo = b + 1;
						hi = b + 1;
					}
				best = r;
				snprintf(buf, sizeof(buf), popcount(mask) == hi - lo + 1 ?
					 "slots %u-%u" : "slots %u..%u", lo, hi);
				*bound = buf;
			}
		}
	return best;
}

/* Is there a cycle of positive length sum(lat) - ii * sum(dist) among
 * the edges e[0..ne) (their ends renumbered 0..n)?  d gets the longest
 * paths from a start of 0 everywhere when there is none. */
static bool positive_cycle(const struct ddg_edge *e, unsigned ne, unsigned n,
			   unsigned ii, long *d)
{
	/* no simple path is longer than the sum of the positive edges: a
	 * longer one goes round a positive cycle (found long before n
	 * rounds, where a modulo schedule is infeasible) */
	long most = 0;
	for (unsigned k = 0; k < ne; k++) {
		long w = (long)e[k].lat - (long)ii * e[k].dist;
		if (w > 0)
			most += w;
	}
	memset(d, 0, n * sizeof(*d));
	/* each operation's last lengthening edge: as every lengthening is
	 * strict, a cycle of them is a positive cycle, there after about as
	 * many rounds as it has edges (the sum above takes as many rounds as
	 * it takes the cycle to pass it: most of RecMII's time on flac's
	 * lpc.c, where a test below RecMII is half the search) */
	unsigned *pred = xmalloc((n ? n : 1) * sizeof(*pred));
	unsigned *mark = xcalloc(n ? n : 1, sizeof(*mark));
	bool found = false, done = false;
	for (unsigned v = 0; v < n; v++)
		pred[v] = UINT_MAX;
	for (unsigned it = 0; it <= n && !found && !done; it++) {
		bool changed = false;
		for (unsigned k = 0; k < ne; k++) {
			long w = d[e[k].from] + (long)e[k].lat - (long)ii * e[k].dist;
			if (w > d[e[k].to]) {
				if (w > most) {
					found = true;
					break;
				}
				d[e[k].to] = w;
				pred[e[k].to] = e[k].from;
				changed = true;
			}
		}
		done = !changed;
		/* a cycle of the last edges: walks from each operation, each
		 * marked with its walk's number, end at an operation seen */
		for (unsigned v = 0; v < n && changed && !found; v++) {
			unsigned x = v;
			while (x != UINT_MAX && !mark[x]) {
				mark[x] = v + 1;
				x = pred[x];
			}
			found = x != UINT_MAX && mark[x] == v + 1;
		}
		if (changed && !found)
			memset(mark, 0, n * sizeof(*mark));
		if (!found && !done && it == n)
			found = true;
	}
	free(pred);
	free(mark);
	return found;
}

/* Strongly connected components (Tarjan, iterative): comp[v]. */
static unsigned sccs(const struct ddg *g, const unsigned *off, const unsigned *adj,
		     unsigned *comp)
{
	unsigned n = g->nops, idx = 0, nc = 0, sp = 0, cs = 0;
	unsigned *index = xcalloc(n, sizeof(*index)), *low = xcalloc(n, sizeof(*low));
	unsigned *stack = xcalloc(n, sizeof(*stack)), *call = xcalloc(n, sizeof(*call));
	unsigned *it = xcalloc(n, sizeof(*it));
	bool *on = xcalloc(n, sizeof(*on));

	for (unsigned v = 0; v < n; v++)
		index[v] = 0;
	for (unsigned r = 0; r < n; r++) {
		if (index[r])
			continue;
		call[cs++] = r;
		index[r] = low[r] = ++idx;
		stack[sp++] = r;
		on[r] = true;
		it[r] = off[r];
		while (cs) {
			unsigned v = call[cs - 1];
			if (it[v] < off[v + 1]) {
				unsigned w = adj[it[v]++];
				if (!index[w]) {
					index[w] = low[w] = ++idx;
					stack[sp++] = w;
					on[w] = true;
					it[w] = off[w];
					call[cs++] = w;
				} else if (on[w] && index[w] < low[v]) {
					low[v] = index[w];
				}
				continue;
			}
			cs--;
			if (cs) {
				unsigned u = call[cs - 1];
				if (low[v] < low[u])
					low[u] = low[v];
			}
			if (low[v] == index[v]) {
				unsigned w;
				do {
					w = stack[--sp];
					on[w] = false;
					comp[w] = nc;
				} while (w != v);
				nc++;
			}
		}
	}
	free(index);
	free(low);
	free(stack);
	free(call);
	free(it);
	free(on);
	return nc;
}

/* RecMII: per strongly connected component with a carried edge, the
 * smallest II without a positive cycle (binary search). */
static unsigned rec_mii(const struct ddg *g)
{
	unsigned n = g->nops, best = 0;

	if (!n || !g->ne)
		return 0;
	unsigned *off = xcalloc(n + 1, sizeof(*off)), *adj = xcalloc(g->ne, sizeof(*adj));
	for (unsigned k = 0; k < g->ne; k++)
		off[g->e[k].from + 1]++;
	for (unsigned v = 0; v < n; v++)
		off[v + 1] += off[v];
	unsigned *pos = xcalloc(n, sizeof(*pos));
	for (unsigned k = 0; k < g->ne; k++) {
		unsigned f = g->e[k].from;
		adj[off[f] + pos[f]++] = g->e[k].to;
	}
	unsigned *comp = xcalloc(n, sizeof(*comp)), *local = xcalloc(n, sizeof(*local));
	unsigned nc = sccs(g, off, adj, comp);
	/* each component's nodes numbered from 0 and its inner edges
	 * together, in one pass each (a pass over everything per component
	 * was a quarter of this function on flac's lpc.c) */
	unsigned *size = xcalloc(nc + 1, sizeof(*size)), *eoff = xcalloc(nc + 1, sizeof(*eoff));
	for (unsigned v = 0; v < n; v++)
		local[v] = size[comp[v]]++;
	for (unsigned k = 0; k < g->ne; k++)
		if (comp[g->e[k].from] == comp[g->e[k].to])
			eoff[comp[g->e[k].from] + 1]++;
	for (unsigned c = 0; c < nc; c++)
		eoff[c + 1] += eoff[c];
	struct ddg_edge *e = xcalloc(g->ne, sizeof(*e));
	memset(pos, 0, n * sizeof(*pos));
	for (unsigned k = 0; k < g->ne; k++) {
		const struct ddg_edge *x = &g->e[k];
		unsigned c = comp[x->from];
		if (c != comp[x->to])
			continue;
		struct ddg_edge *y = &e[eoff[c] + pos[c]++];
		*y = *x;
		y->from = local[x->from];
		y->to = local[x->to];
	}
	long *d = xcalloc(n, sizeof(*d));
	for (unsigned c = 0; c < nc; c++) {
		unsigned ne = eoff[c + 1] - eoff[c], nv = size[c], hi = 1;
		bool carried = false;
		const struct ddg_edge *ec = e + eoff[c];
		for (unsigned k = 0; k < ne; k++) {
			carried |= ec[k].dist > 0;
			hi += ec[k].lat;
		}
		if (!carried || !ne)
			continue;
		/* only the largest counts: a component that holds at the
		 * best so far needs no search (each accumulator of an
		 * unrolled sum is a component of its own) */
		if (best && !positive_cycle(ec, ne, nv, best, d))
			continue;
		unsigned lo = 0;
		if (!positive_cycle(ec, ne, nv, 1, d)) {
			if (best < 1)
				best = 1;
			continue;
		}
		lo = 1;
		while (hi - lo > 1) {
			unsigned mid = lo + (hi - lo) / 2;
			if (positive_cycle(ec, ne, nv, mid, d))
				lo = mid;
			else
				hi = mid;
		}
		if (hi > best)
			best = hi;
	}
	free(off);
	free(adj);
	free(pos);
	free(comp);
	free(local);
	free(size);
	free(eoff);
	free(e);
	free(d);
	return best;
}

static void bounds(const struct machine *md, const struct ddg *g,
		   struct sched *s, bool rec)
{
	memset(s, 0, sizeof(*s));
	s->res_mii = res_mii(md, g, &s->res_bound);
	s->rec_mii = rec ? rec_mii(g) : 0;
	unsigned r = (unsigned)ceil(s->res_mii - 1e-9);
	s->mii = r > s->rec_mii ? r : s->rec_mii;
	if (!s->mii)
		s->mii = 1;
}

void sched_bounds(const struct machine *md, const struct ddg *g,
		  struct sched *s)
{
	bounds(md, g, s, true);
}

/* Edge lists by operation: the edges into (by 'to') or out of (by
 * 'from') each operation, as indices into g->e. */
struct csr {
	unsigned *off, *idx;
};

static void csr_build(const struct ddg *g, bool by_to, struct csr *c)
{
	unsigned n = g->nops;

	c->off = xcalloc(n + 1, sizeof(*c->off));
	c->idx = xcalloc(g->ne ? g->ne : 1, sizeof(*c->idx));
	for (unsigned k = 0; k < g->ne; k++)
		c->off[(by_to ? g->e[k].to : g->e[k].from) + 1]++;
	for (unsigned v = 0; v < n; v++)
		c->off[v + 1] += c->off[v];
	unsigned *pos = xcalloc(n ? n : 1, sizeof(*pos));
	for (unsigned k = 0; k < g->ne; k++) {
		unsigned v = by_to ? g->e[k].to : g->e[k].from;
		c->idx[c->off[v] + pos[v]++] = k;
	}
	free(pos);
}

static void csr_free(struct csr *c)
{
	free(c->off);
	free(c->idx);
}

/* --- the reservation table ------------------------------------------------ */

struct mrt {
	const struct machine *md;
	const struct ddg *g;
	unsigned ii;
	unsigned *unit;		/* ii x nunits: operations holding the unit */
	int *row;		/* ii x issue_slots: operations issuing */
	unsigned *nrow;
	/* ii x nunits, or NULL: can one more operation of the unit issue
	 * in the row beside those there (row_fits())?  0 not known, 1 yes,
	 * 2 no; a row's answers are forgotten when it changes (place()).
	 * The scheduler asks the same of the same rows many times: two
	 * thirds of the matchings of flac's lpc.c were asked before. */
	unsigned char *fit;
	/* nunits x words bitsets, or NULL: bit r of unit u set when the
	 * unit has room in row r (unit[r][u] < its count), a row where an
	 * operation of the unit may fit: the scan for a row skips the
	 * others (most rows of a loop its resources bind are taken) */
	uint64_t *room;
	unsigned words;
};

static void room_set(struct mrt *t, unsigned row, int u)
{
	uint64_t *w = &t->room[(size_t)u * t->words + row / 64];
	uint64_t bit = (uint64_t)1 << (row % 64);

	if (t->unit[row * t->md->nunits + (unsigned)u] < t->md->units[u].count)
		*w |= bit;
	else
		*w &= ~bit;
}

/* The first row from r on (r..ii-1, then 0..r-1) where unit u has room:
 * its distance from r, or ii if none. */
static unsigned room_next(const struct mrt *t, int u, unsigned r)
{
	const uint64_t *b = &t->room[(size_t)u * t->words];
	unsigned ii = t->ii;

	for (unsigned pass = 0; pass < 2; pass++) {
		unsigned from = pass ? 0 : r, to = pass ? r : ii;
		for (unsigned x = from; x < to;) {
			uint64_t w = b[x / 64] >> (x % 64);
			if (w) {
				unsigned y = x + (unsigned)__builtin_ctzll(w);
				if (y >= to)
					break;
				return pass ? ii - r + y : y - r;
			}
			x = (x / 64 + 1) * 64;
		}
	}
	return ii;
}

/* Can the operations ops[0..n) take distinct slots allowed to them? */
static bool match(const unsigned *mask, unsigned n, unsigned used, int *assign)
{
	if (!n)
		return true;
	/* the free slots allowed to the first, lowest first */
	for (unsigned free = mask[0] & ~used; free; free &= free - 1) {
		unsigned b = (unsigned)__builtin_ctz(free);
		if (assign)
			assign[0] = (int)b;
		if (match(mask + 1, n - 1, used | (1u << b),
			  assign ? assign + 1 : NULL))
			return true;
	}
	return false;
}

static bool row_fits(const struct mrt *t, unsigned r, unsigned extra_op,
		     int *assign)
{
	unsigned mask[33], n = 0;
	const unsigned w = t->md->issue_slots;

	if (extra_op != ~0u && t->nrow[r] >= w)
		return false;
	for (unsigned k = 0; k < t->nrow[r] && n < 32; k++)
		mask[n++] = slots_of(t->md, &t->g->op[t->row[r * w + k]]);
	if (extra_op != ~0u)
		mask[n++] = slots_of(t->md, &t->g->op[extra_op]);
	return match(mask, n, 0, assign);
}

static bool fits(const struct mrt *t, unsigned op, int time)
{
	const struct ddg_op *o = &t->g->op[op];
	int u = unit_of(t->md, o);
	unsigned r = (unsigned)time % t->ii;

	if (u < 0)
		return true;
	unsigned rec = t->md->ops[o->cls].recovery;
	if (t->ii > 256)
		return false;
	/* the rows the unit is busy in, r .. r + rec - 1 modulo ii: a
	 * recovery longer than ii takes a row more than once (only those
	 * rows are looked at: this runs for every slot an operation tries) */
	unsigned nu = t->md->nunits, count = t->md->units[u].count;
	if (rec == 1) {
		if (t->unit[r * nu + (unsigned)u] + 1 > count)
			return false;
	} else {
		unsigned span = rec < t->ii ? rec : t->ii;
		for (unsigned k = 0; k < span; k++) {
			unsigned row = (r + k) % t->ii;
			unsigned need = rec / t->ii + (k < rec % t->ii);
			if (t->unit[row * nu + (unsigned)u] + need > count)
				return false;
		}
	}
	if (!t->fit)
		return row_fits(t, r, op, NULL);
	unsigned char *f = &t->fit[r * nu + (unsigned)u];
	if (!*f)	/* (the operation's slots are its unit's: slots_of()) */
		*f = row_fits(t, r, op, NULL) ? 1 : 2;
	return *f == 1;
}

static void place(struct mrt *t, unsigned op, int time, int sign)
{
	const struct ddg_op *o = &t->g->op[op];
	int u = unit_of(t->md, o);
	unsigned r = (unsigned)time % t->ii, w = t->md->issue_slots;

	if (u < 0)
		return;
	if (t->fit)
		memset(&t->fit[r * t->md->nunits], 0, t->md->nunits);
	for (unsigned k = 0; k < t->md->ops[o->cls].recovery; k++) {
		unsigned row = (r + k) % t->ii;
		t->unit[row * t->md->nunits + (unsigned)u] += (unsigned)sign;
		if (t->room)
			room_set(t, row, u);
	}
	if (sign > 0) {
		t->row[r * w + t->nrow[r]++] = (int)op;
	} else {
		for (unsigned k = 0; k < t->nrow[r]; k++)
			if (t->row[r * w + k] == (int)op) {
				t->row[r * w + k] = t->row[r * w + --t->nrow[r]];
				break;
			}
	}
}

/* The empty table of t's II, with the answers' cache and the rows where
 * each unit has room (modulo(), swing()). */
static void mrt_alloc(struct mrt *t)
{
	const struct machine *md = t->md;
	unsigned ii = t->ii;

	t->unit = xcalloc((size_t)ii * md->nunits, sizeof(*t->unit));
	t->row = xcalloc((size_t)ii * md->issue_slots, sizeof(*t->row));
	t->nrow = xcalloc(ii, sizeof(*t->nrow));
	t->fit = xcalloc((size_t)ii * md->nunits, 1);
	t->words = (ii + 63) / 64;
	t->room = xcalloc((size_t)md->nunits * t->words, sizeof(*t->room));
	for (unsigned u = 0; u < md->nunits; u++)
		for (unsigned r = 0; r < ii; r++)
			room_set(t, r, (int)u);
}

static void mrt_free(struct mrt *t)
{
	free(t->unit);
	free(t->row);
	free(t->nrow);
	free(t->fit);
	free(t->room);
}

/* Heights: longest path to the end at this II (priority).  No cycle is
 * positive at an II of at least RecMII, so the paths' lengths are one
 * fixed point whatever the order of the edges; the last edges first,
 * since an operation's edges in come with it (ddg_build()), gives its
 * successors' heights before its own: one pass over the edges within a
 * pass of the loop instead of one per operation of the longest path. */
static void heights(const struct ddg *g, unsigned ii, long *h)
{
	for (unsigned k = 0; k < g->nops; k++)
		h[k] = g->op[k].lat;
	for (unsigned it = 0; it < g->nops; it++) {
		bool changed = false;
		for (unsigned k = g->ne; k-- > 0;) {
			const struct ddg_edge *e = &g->e[k];
			long v = h[e->to] + (long)e->lat - (long)ii * e->dist;
			if (v > h[e->from]) {
				h[e->from] = v;
				changed = true;
			}
		}
		if (!changed)
			break;
	}
}

/* qsort() order of modulo()'s operations: greater height first, then
 * the lower index (the order the scan it replaces chose in) */
static _Thread_local const long *sort_h;

static int by_height(const void *a, const void *b)
{
	unsigned x = *(const unsigned *)a, y = *(const unsigned *)b;

	if (sort_h[x] != sort_h[y])
		return sort_h[x] > sort_h[y] ? -1 : 1;
	return x < y ? -1 : x > y;
}

static bool modulo(const struct machine *md, const struct ddg *g, unsigned ii,
		   unsigned jump_delay, const struct csr *in, const struct csr *out,
		   int *time)
{
	unsigned n = g->nops, w = md->issue_slots;
	struct mrt t = { .md = md, .g = g, .ii = ii };
	long *h = xcalloc(n, sizeof(*h));
	int *prev = xcalloc(n, sizeof(*prev));
	long budget = (long)BUDGET_RATIO * n + 16;
	unsigned left = n;
	bool ok = false;

	if (ii > 256) {
		free(h);
		free(prev);
		return false;
	}
	mrt_alloc(&t);
	heights(g, ii, h);
	for (unsigned k = 0; k < n; k++)
		time[k] = prev[k] = -1;
	/* the operations by priority (height, then index): the next one
	 * to place is the first unplaced in this order, found from 'pos',
	 * which an eviction moves back (a scan of all operations per step
	 * was a fifth of the time on flac's 32-tap loops) */
	unsigned *order = xmalloc((n ? n : 1) * sizeof(*order));
	unsigned *rank = xmalloc((n ? n : 1) * sizeof(*rank));
	for (unsigned k = 0; k < n; k++)
		order[k] = k;
	sort_h = h;
	qsort(order, n, sizeof(*order), by_height);
	for (unsigned k = 0; k < n; k++)
		rank[order[k]] = k;
	unsigned pos = 0;
#define UNPLACE(k) do { time[k] = -1; if (rank[k] < pos) pos = rank[k]; } while (0)
	int jrow = g->jump >= 0 ? (int)ii - 1 - (int)jump_delay : -1;
	while (left && budget-- > 0) {
		while (pos < n && time[order[pos]] >= 0)
			pos++;
		if (pos == n)
			break;
		unsigned op = order[pos];
		int est = 0;
		for (unsigned q = in->off[op]; q < in->off[op + 1]; q++) {
			const struct ddg_edge *e = &g->e[in->idx[q]];
			if (time[e->from] < 0 || e->from == op)
				continue;
			int v = time[e->from] + (int)e->lat - (int)(ii * e->dist);
			if (v > est)
				est = v;
		}
		bool jump = (int)op == g->jump && jrow >= 0;
		int at = -1, u = unit_of(md, &g->op[op]);
		if (!jump && u >= 0 && md->ops[g->op[op].cls].recovery >= 1) {
			/* only the rows where its unit has room: what fits()
			 * asks first (the same rows, in the same order) */
			unsigned r0 = (unsigned)est % ii, d = 0;
			while (d < ii && (d += room_next(&t, u, (r0 + d) % ii)) < ii) {
				if (fits(&t, op, est + (int)d)) {
					at = est + (int)d;
					break;
				}
				d++;
			}
		} else {
			for (int c = est; c < est + (int)ii; c++) {
				if (jump && c % (int)ii != jrow)
					continue;
				if (fits(&t, op, c)) {
					at = c;
					break;
				}
			}
		}
		if (at < 0) {
			at = prev[op] < 0 || est > prev[op] ? est : prev[op] + 1;
			while (jump && at % (int)ii != jrow)
				at++;
			/* evict what holds the unit or the row */
			/* (u: its unit) */
			unsigned r = (unsigned)at % ii;
			for (unsigned k = 0; k < n && u >= 0; k++) {
				if (time[k] < 0 || unit_of(md, &g->op[k]) != u)
					continue;
				unsigned rk = (unsigned)time[k] % ii;
				unsigned span = md->ops[g->op[k].cls].recovery;
				unsigned mine = md->ops[g->op[op].cls].recovery;
				bool clash = false;
				for (unsigned a = 0; a < span && !clash; a++)
					for (unsigned b2 = 0; b2 < mine && !clash; b2++)
						clash = (rk + a) % ii == (r + b2) % ii;
				if (clash && !fits(&t, op, at)) {
					place(&t, k, time[k], -1);
					UNPLACE(k);
					left++;
				}
			}
			while (!fits(&t, op, at) && t.nrow[r]) {
				unsigned k = (unsigned)t.row[r * w + t.nrow[r] - 1];
				place(&t, k, time[k], -1);
				UNPLACE(k);
				left++;
			}
		}
		time[op] = prev[op] = at;
		place(&t, op, at, +1);
		left--;
		/* successors whose dependence is now broken */
		for (unsigned q = out->off[op]; q < out->off[op + 1]; q++) {
			const struct ddg_edge *e = &g->e[out->idx[q]];
			if (e->to == op || time[e->to] < 0)
				continue;
			if (time[e->to] < at + (int)e->lat - (int)(ii * e->dist)) {
				place(&t, e->to, time[e->to], -1);
				UNPLACE(e->to);
				left++;
			}
		}
	}
#undef UNPLACE
	free(order);
	free(rank);
	ok = left == 0;
	/* a self edge longer than II cannot hold */
	for (unsigned k = 0; ok && k < g->ne; k++) {
		const struct ddg_edge *e = &g->e[k];
		if (time[e->to] < time[e->from] + (int)e->lat - (int)(ii * e->dist))
			ok = false;
	}
	mrt_free(&t);
	free(h);
	free(prev);
	return ok;
}

/*
 * Swing modulo scheduling (Llosa, Gonzalez, Ayguade and Valero, PACT
 * 1996), tried at each II where the iterative scheduler fails: the operations
 * are ordered once -- the recurrences first, the most critical first,
 * then the rest -- so that each one, when its turn comes, has scheduled
 * predecessors or scheduled successors but rarely both (the order swings
 * between walking down from what is placed and up to it); each is placed
 * as close as it can to them: from its earliest start upwards when its
 * predecessors are placed, from its latest start downwards when its
 * successors are, within one II.  No operation is ever unscheduled: an
 * operation with no cycle left fails the II at once, where the iterative
 * scheduler spends its whole budget (the resource-bound 32-tap loops of
 * flac's lpc.c failed nine IIs that way for each of their variants).
 * The iterative scheduler runs first at each II, so a loop it places at
 * the smallest II keeps its schedule, and none gets a larger II than it
 * alone would give.
 */
struct swing {
	unsigned n;
	unsigned *order;	/* the operations, in scheduling order */
	long *asap;		/* earliest start at the first II */
};

/* Longest paths from the start: asap[v] >= asap[u] + lat - ii x dist. */
static void asap_of(const struct ddg *g, unsigned ii, long *asap)
{
	memset(asap, 0, g->nops * sizeof(*asap));
	for (unsigned it = 0; it < g->nops; it++) {
		bool changed = false;
		for (unsigned k = 0; k < g->ne; k++) {
			const struct ddg_edge *e = &g->e[k];
			long v = asap[e->from] + (long)e->lat - (long)ii * e->dist;
			if (e->from != e->to && v > asap[e->to]) {
				asap[e->to] = v;
				changed = true;
			}
		}
		if (!changed)
			break;
	}
}

/* Of the candidates (cand[v]), the one first by key (the greater) then
 * the lower mobility, then the lower index; n if none. */
static unsigned swing_pick(unsigned n, const bool *cand, const long *key,
			   const long *mob)
{
	unsigned best = n;

	for (unsigned v = 0; v < n; v++)
		if (cand[v] && (best == n || key[v] > key[best] ||
				(key[v] == key[best] && mob[v] < mob[best])))
			best = v;
	return best;
}

/* The operations of the set (comp[v] == cs, or any when cs is nc) not
 * yet ordered with an edge of distance 0 to an ordered one -- towards it
 * (up: its predecessors) or from it: into R; false if none. */
static bool swing_seeds(const struct ddg *g, const struct csr *in,
			const struct csr *out, const unsigned *comp, unsigned cs,
			unsigned nc, const bool *inO, bool up, bool *R)
{
	const struct csr *c = up ? out : in;
	bool any = false;

	for (unsigned v = 0; v < g->nops; v++) {
		if (inO[v] || (cs != nc && comp[v] != cs))
			continue;
		for (unsigned q = c->off[v]; q < c->off[v + 1]; q++) {
			const struct ddg_edge *e = &g->e[c->idx[q]];
			if (!e->dist && inO[up ? e->to : e->from])
				R[v] = any = true;
		}
	}
	return any;
}

static void swing_order(const struct ddg *g, unsigned ii, const struct csr *in,
			const struct csr *out, struct swing *sw)
{
	unsigned n = g->nops;
	long *h = xcalloc(n + 1, sizeof(*h)), *mob = xcalloc(n + 1, sizeof(*mob));
	long *crit = xcalloc(n + 1, sizeof(*crit));
	unsigned *comp = xcalloc(n + 1, sizeof(*comp));
	unsigned *off = xcalloc(n + 1, sizeof(*off));
	unsigned *adj = xcalloc(g->ne + 1, sizeof(*adj));
	unsigned *pos = xcalloc(n + 1, sizeof(*pos));
	unsigned *size = xcalloc(n + 1, sizeof(*size));
	bool *inO = xcalloc(n + 1, sizeof(*inO)), *R = xcalloc(n + 1, sizeof(*R));
	bool *cyc = xcalloc(n + 1, sizeof(*cyc));

	sw->n = 0;
	sw->order = xcalloc(n + 1, sizeof(*sw->order));
	sw->asap = xcalloc(n + 1, sizeof(*sw->asap));
	asap_of(g, ii, sw->asap);
	heights(g, ii, h);
	long len = 0;
	for (unsigned v = 0; v < n; v++)
		if (sw->asap[v] + h[v] > len)
			len = sw->asap[v] + h[v];
	for (unsigned v = 0; v < n; v++)
		mob[v] = len - h[v] - sw->asap[v];
	/* the recurrences: strongly connected components with a cycle */
	for (unsigned k = 0; k < g->ne; k++)
		off[g->e[k].from + 1]++;
	for (unsigned v = 0; v < n; v++)
		off[v + 1] += off[v];
	for (unsigned k = 0; k < g->ne; k++)
		adj[off[g->e[k].from] + pos[g->e[k].from]++] = g->e[k].to;
	unsigned nc = sccs(g, off, adj, comp);
	for (unsigned v = 0; v < n; v++)
		size[comp[v]]++;
	for (unsigned k = 0; k < g->ne; k++)
		if (g->e[k].from == g->e[k].to)
			cyc[comp[g->e[k].from]] = true;
	for (unsigned c = 0; c < nc; c++)
		cyc[c] = cyc[c] || size[c] > 1;
	/* a component's criticality: its longest path through */
	for (unsigned v = 0; v < n; v++)
		if (sw->asap[v] + h[v] > crit[comp[v]])
			crit[comp[v]] = sw->asap[v] + h[v];
	/* the sets: each recurrence, most critical first, then the rest
	 * (cs == nc) */
	for (bool rest = false; !rest;) {
		long cbest = -1;
		unsigned cs = nc;
		for (unsigned c = 0; c < nc; c++)
			if (cyc[c] && crit[c] > cbest) {
				cbest = crit[c];
				cs = c;
			}
		rest = cs == nc;
		if (!rest)
			cyc[cs] = false;	/* taken */
		for (;;) {
			/* from the set's predecessors of what is ordered
			 * (walking up), its successors (down), else from its
			 * most critical operation up */
			bool up = true;
			memset(R, 0, n * sizeof(*R));
			if (!swing_seeds(g, in, out, comp, cs, nc, inO, true, R)) {
				up = false;
				if (!swing_seeds(g, in, out, comp, cs, nc, inO, false, R)) {
					unsigned b = n;
					for (unsigned v = 0; v < n; v++)
						if (!inO[v] && (rest || comp[v] == cs) &&
						    (b == n || sw->asap[v] + h[v] >
						     sw->asap[b] + h[b]))
							b = v;
					if (b == n)
						break;	/* the set is ordered */
					R[b] = true;
					up = true;
				}
			}
			do {
				unsigned v;
				/* up: the latest first; down: the highest */
				while ((v = swing_pick(n, R, up ? sw->asap : h, mob)) < n) {
					R[v] = false;
					inO[v] = true;
					sw->order[sw->n++] = v;
					const struct csr *c = up ? in : out;
					for (unsigned q = c->off[v]; q < c->off[v + 1]; q++) {
						const struct ddg_edge *e = &g->e[c->idx[q]];
						unsigned w = up ? e->from : e->to;
						if (!e->dist && !inO[w] && (rest || comp[w] == cs))
							R[w] = true;
					}
				}
				up = !up;	/* swing */
			} while (swing_seeds(g, in, out, comp, cs, nc, inO, up, R));
		}
	}
	free(h);
	free(mob);
	free(crit);
	free(comp);
	free(off);
	free(adj);
	free(pos);
	free(size);
	free(inO);
	free(R);
	free(cyc);
}

static bool swing(const struct machine *md, const struct ddg *g, unsigned ii,
		  unsigned jump_delay, const struct csr *in, const struct csr *out,
		  const struct swing *sw, int *time)
{
	unsigned n = g->nops;
	struct mrt t = { .md = md, .g = g, .ii = ii };
	bool *placed = xcalloc(n + 1, sizeof(*placed));
	/* cycles are kept non-negative for the table: a bias of whole IIs */
	const long bias = (long)ii * (2 * (long)n + 8);
	long *at = xcalloc(n + 1, sizeof(*at));
	bool ok = ii <= 256 && sw->n == n;

	mrt_alloc(&t);
	long jrow = g->jump >= 0 ? (long)ii - 1 - (long)jump_delay : -1;
	if (g->jump >= 0 && jrow < 0)
		ok = false;
	for (unsigned i = 0; ok && i < n; i++) {
		unsigned v = sw->order[i];
		long early = LONG_MIN, late = LONG_MAX;
		for (unsigned q = in->off[v]; q < in->off[v + 1]; q++) {
			const struct ddg_edge *e = &g->e[in->idx[q]];
			long d = (long)e->lat - (long)ii * e->dist;
			if (e->from == v) {
				ok = ok && d <= 0;
				continue;
			}
			if (placed[e->from] && at[e->from] + d > early)
				early = at[e->from] + d;
		}
		for (unsigned q = out->off[v]; q < out->off[v + 1]; q++) {
			const struct ddg_edge *e = &g->e[out->idx[q]];
			long d = (long)e->lat - (long)ii * e->dist;
			if (e->to != v && placed[e->to] && at[e->to] - d < late)
				late = at[e->to] - d;
		}
		long from, to, step = 1;
		if (early != LONG_MIN && late != LONG_MAX) {
			from = early;
			to = late < early + (long)ii - 1 ? late : early + (long)ii - 1;
		} else if (late != LONG_MAX) {
			from = late;
			to = late - (long)ii + 1;
			step = -1;
		} else {
			from = early != LONG_MIN ? early : sw->asap[v];
			to = from + (long)ii - 1;
		}
		bool done = false;
		for (long c = from; ok && !done && (step > 0 ? c <= to : c >= to);
		     c += step) {
			long x = c + bias;
			if (x < 0 || x > INT_MAX)
				break;
			if ((int)v == g->jump && x % (long)ii != jrow)
				continue;
			if (fits(&t, v, (int)x)) {
				place(&t, v, (int)x, +1);
				at[v] = c;
				placed[v] = true;
				done = true;
			}
		}
		ok = ok && done;
	}
	/* every dependence holds (by construction; a check) */
	for (unsigned k = 0; ok && k < g->ne; k++) {
		const struct ddg_edge *e = &g->e[k];
		if (at[e->to] < at[e->from] + (long)e->lat - (long)ii * e->dist)
			ok = false;
	}
	if (ok) {
		/* from cycle 0, by whole IIs: the rows stay */
		long lo = 0;
		for (unsigned v = 0; v < n; v++)
			if (at[v] < lo)
				lo = at[v];
		long shift = lo < 0 ? ((-lo + (long)ii - 1) / (long)ii) * (long)ii : 0;
		for (unsigned v = 0; v < n; v++) {
			if (at[v] + shift > INT_MAX / 2)
				ok = false;
			time[v] = (int)(at[v] + shift);
		}
	}
	mrt_free(&t);
	free(placed);
	free(at);
	return ok;
}

/* Slots of a finished schedule: per row, a matching. */
static void assign_slots(const struct machine *md, const struct ddg *g,
			 unsigned ii, const int *time, int *slot)
{
	struct mrt t = { .md = md, .g = g, .ii = ii };
	unsigned w = md->issue_slots;
	int assign[33];

	t.unit = xcalloc((size_t)ii * md->nunits, sizeof(*t.unit));
	t.row = xcalloc((size_t)ii * w, sizeof(*t.row));
	t.nrow = xcalloc(ii, sizeof(*t.nrow));
	for (unsigned k = 0; k < g->nops; k++) {
		slot[k] = -1;
		if (time[k] < 0)
			continue;
		unsigned r = (unsigned)time[k] % ii;
		if (unit_of(md, &g->op[k]) >= 0 && t.nrow[r] < w)
			t.row[r * w + t.nrow[r]++] = (int)k;
	}
	for (unsigned r = 0; r < ii; r++)
		if (t.nrow[r] && row_fits(&t, r, ~0u, assign))
			for (unsigned k = 0; k < t.nrow[r]; k++)
				slot[t.row[r * w + k]] = assign[k];
	free(t.unit);
	free(t.row);
	free(t.nrow);
}

/* --- list scheduling ------------------------------------------------------ */

static unsigned list(const struct machine *md, const struct ddg *g,
		     unsigned jump_delay, const struct csr *in,
		     const struct csr *out, int *time)
{
	unsigned n = g->nops, w = md->issue_slots, cap = 64;
	unsigned *indeg = xcalloc(n ? n : 1, sizeof(*indeg));
	unsigned *queue = xcalloc(n ? n : 1, sizeof(*queue));
	unsigned *unit = xcalloc((size_t)cap * md->nunits, sizeof(*unit));
	int *row = xcalloc((size_t)cap * w, sizeof(*row));
	unsigned *nrow = xcalloc(cap, sizeof(*nrow));
	unsigned qh = 0, qt = 0, end = 0;

	for (unsigned k = 0; k < g->ne; k++)
		if (!g->e[k].dist && g->e[k].from != g->e[k].to)
			indeg[g->e[k].to]++;
	for (unsigned k = 0; k < n; k++) {
		time[k] = -1;
		if (!indeg[k])
			queue[qt++] = k;
	}
	for (unsigned done = 0; done < n; done++) {
		unsigned op;
		if (qh < qt) {
			op = queue[qh++];
		} else {	/* a cycle of distance 0 (should not be): break it */
			op = 0;
			while (op < n && time[op] >= 0)
				op++;
			if (op == n)
				break;
		}
		const struct ddg_op *o = &g->op[op];
		int est = 0;
		for (unsigned q = in->off[op]; q < in->off[op + 1]; q++) {
			const struct ddg_edge *e = &g->e[in->idx[q]];
			if (!e->dist && time[e->from] >= 0 &&
			    time[e->from] + (int)e->lat > est)
				est = time[e->from] + (int)e->lat;
		}
		if ((int)op == g->jump) {
			time[op] = est;	/* placed at the end below */
		} else {
			int u = unit_of(md, o);
			unsigned c = (unsigned)est;
			for (;; c++) {
				while (c + 64 >= cap) {
					unsigned nc = cap * 2;
					unit = xrealloc(unit, (size_t)nc * md->nunits * sizeof(*unit));
					memset(unit + (size_t)cap * md->nunits, 0,
					       (size_t)(nc - cap) * md->nunits * sizeof(*unit));
					row = xrealloc(row, (size_t)nc * w * sizeof(*row));
					nrow = xrealloc(nrow, nc * sizeof(*nrow));
					memset(nrow + cap, 0, (nc - cap) * sizeof(*nrow));
					cap = nc;
				}
				if (u < 0)
					break;
				bool free_unit = true;
				for (unsigned a = 0; a < md->ops[o->cls].recovery; a++)
					free_unit &= unit[(c + a) * md->nunits + (unsigned)u] <
						     md->units[u].count;
				if (!free_unit || nrow[c] >= w)
					continue;
				unsigned mask[33], m = 0;
				for (unsigned k = 0; k < nrow[c]; k++)
					mask[m++] = slots_of(md, &g->op[row[c * w + k]]);
				mask[m++] = slots_of(md, o);
				if (match(mask, m, 0, NULL))
					break;
			}
			if (u >= 0) {
				for (unsigned a = 0; a < md->ops[o->cls].recovery; a++)
					unit[(c + a) * md->nunits + (unsigned)u]++;
				row[c * w + nrow[c]++] = (int)op;
			}
			time[op] = (int)c;
			unsigned fin = c + (o->cls == MD_OP__COUNT ? o->lat : 1);
			if (fin > end)
				end = fin;
		}
		for (unsigned q = out->off[op]; q < out->off[op + 1]; q++) {
			const struct ddg_edge *e = &g->e[out->idx[q]];
			if (!e->dist && e->to != op && !--indeg[e->to])
				queue[qt++] = e->to;
		}
	}
	if (g->jump >= 0) {
		unsigned j = (unsigned)g->jump;
		unsigned jend = (unsigned)time[j] + jump_delay + 1;
		if (jend < end)
			jend = end;
		time[j] = (int)(jend - jump_delay - 1);
		end = jend;
	} else {
		/* straight-line code: every result complete */
		for (unsigned k = 0; k < n; k++)
			if (time[k] >= 0 && (unsigned)time[k] + g->op[k].lat > end)
				end = (unsigned)time[k] + g->op[k].lat;
	}
	/* carried values must be ready for the next pass */
	for (unsigned k = 0; k < g->ne; k++) {
		const struct ddg_edge *e = &g->e[k];
		if (!e->dist || time[e->from] < 0 || time[e->to] < 0)
			continue;
		long need = (long)time[e->from] + e->lat - time[e->to];
		unsigned l = need > 0 ? (unsigned)((need + e->dist - 1) / e->dist) : 0;
		if (l > end)
			end = l;
	}
	free(indeg);
	free(queue);
	free(unit);
	free(row);
	free(nrow);
	return end ? end : 1;
}

int sched_loop(const struct machine *md, const struct ddg *g, bool pipeline,
	       unsigned jump_delay, unsigned ii_floor, struct sched *s)
{
	/* RecMII bounds a modulo schedule; a list schedule orders the
	 * operations by itself (a call's order edges make most of such a
	 * body one cycle of dependences: its RecMII is not computed) */
	bounds(md, g, s, pipeline && g->nops <= SCHED_MAX_MODULO);
	s->nops = g->nops;
	s->time = xcalloc(g->nops ? g->nops : 1, sizeof(*s->time));
	s->slot = xcalloc(g->nops ? g->nops : 1, sizeof(*s->slot));
	s->jump_min = g->jump >= 0 ? jump_delay + 1 : 0;
	s->stages = 1;
	bool held = ii_floor && pipeline && g->nops &&
		    g->nops <= SCHED_MAX_MODULO;
	for (unsigned k = 0; held && k < g->nops; k++)
		held = unit_of(md, &g->op[k]) < 0 ||
		       md->ops[g->op[k].cls].recovery <= 1;
	if (held) {
		/* no schedule comes in under its bound: a modulo schedule
		 * starts there, and the list schedule it falls back to (48
		 * failed IIs: a RecMII above 256) keeps the dependences, the
		 * jump's delay and each cycle's slots and units but the
		 * jump's slot -- all of MII but an unpipelined unit's busy
		 * cycles past its end (fdiv's 16), hence none such here (the
		 * rules' variants of flac's 32-tap loops that save nothing
		 * were a tenth of the scheduler's time) */
		unsigned b = s->mii > s->jump_min ? s->mii : s->jump_min;
		if (b >= ii_floor) {
			s->ii = s->length = b;
			s->bounded = true;
			s->binding = "schedule";
			for (unsigned k = 0; k < g->nops; k++)
				s->time[k] = s->slot[k] = -1;
			return 0;
		}
	}
	struct csr in, out;
	csr_build(g, true, &in);
	csr_build(g, false, &out);
	if (pipeline && g->nops && g->nops <= SCHED_MAX_MODULO) {
		unsigned ii = s->mii > s->jump_min ? s->mii : s->jump_min;
		const unsigned first = ii;
		/* the swing order at the first II, made when the iterative
		 * scheduler first fails (most loops never need it) */
		struct swing sw = { 0 };
		for (unsigned t = 0; t < II_TRIES; t++, ii++) {
			bool ok = modulo(md, g, ii, jump_delay, &in, &out, s->time);
			if (!ok && !sw.order)
				swing_order(g, first, &in, &out, &sw);
			if (ok || swing(md, g, ii, jump_delay, &in, &out, &sw,
					s->time)) {
				s->pipelined = true;
				s->ii = ii;
				break;
			}
		}
		free(sw.order);
		free(sw.asap);
	}
	if (s->pipelined) {
		int lo = 0, hi = 0;
		for (unsigned k = 0; k < g->nops; k++) {
			if (s->time[k] < lo)
				lo = s->time[k];
		}
		for (unsigned k = 0; k < g->nops; k++) {
			s->time[k] -= lo;
			if (s->time[k] + (int)g->op[k].lat > hi)
				hi = s->time[k] + (int)g->op[k].lat;
		}
		s->length = (unsigned)hi;
		int maxt = 0;
		for (unsigned k = 0; k < g->nops; k++)
			if (s->time[k] > maxt)
				maxt = s->time[k];
		s->stages = (unsigned)maxt / s->ii + 1;
		assign_slots(md, g, s->ii, s->time, s->slot);
		unsigned res = (unsigned)ceil(s->res_mii - 1e-9);
		s->binding = s->jump_min >= s->ii && s->jump_min > s->mii ? "jump" :
			     s->ii > s->mii && s->ii > s->jump_min ? "schedule" :
			     s->rec_mii >= res ? "recurrence" : "resources";
	} else {
		s->ii = list(md, g, jump_delay, &in, &out, s->time);
		s->length = s->ii;
		for (unsigned k = 0; k < g->nops; k++)
			if (s->time[k] >= 0 && (unsigned)s->time[k] + g->op[k].lat > s->length)
				s->length = (unsigned)s->time[k] + g->op[k].lat;
		assign_slots(md, g, s->ii + 64, s->time, s->slot);
		s->binding = g->ncalls ? "calls" : g->branchy ? "branches" :
			     g->jump >= 0 && s->ii == s->jump_min ? "jump" : "schedule";
	}
	csr_free(&in);
	csr_free(&out);
	return 0;
}

void sched_release(struct sched *s)
{
	free(s->time);
	free(s->slot);
	s->time = s->slot = NULL;
}

unsigned sched_critical_cycle(const struct ddg *g, unsigned ii,
			      unsigned *edges, unsigned max)
{
	unsigned n = g->nops, found = 0;

	if (!n || !g->ne || !ii)
		return 0;
	long *d = xcalloc(n, sizeof(*d));
	if (positive_cycle(g->e, g->ne, n, ii, d)) {
		free(d);
		return 0;	/* ii is below RecMII */
	}
	/* the tight edges, by their source (CSR) */
	unsigned *off = xcalloc(n + 1, sizeof(*off)), *adj = xcalloc(g->ne, sizeof(*adj));
	for (unsigned k = 0; k < g->ne; k++) {
		const struct ddg_edge *e = &g->e[k];
		if (d[e->from] + (long)e->lat - (long)ii * e->dist == d[e->to])
			off[e->from + 1]++;
	}
	for (unsigned v = 0; v < n; v++)
		off[v + 1] += off[v];
	unsigned *pos = xcalloc(n, sizeof(*pos));
	for (unsigned k = 0; k < g->ne; k++) {
		const struct ddg_edge *e = &g->e[k];
		if (d[e->from] + (long)e->lat - (long)ii * e->dist == d[e->to])
			adj[off[e->from] + pos[e->from]++] = k;
	}
	/* depth-first: a tight edge back to an operation on the stack
	 * closes a cycle of weight 0, which sets RecMII */
	unsigned char *color = xcalloc(n, 1);	/* 0 new, 1 on stack, 2 done */
	unsigned *stk = xcalloc(n + 1, sizeof(*stk)), *it = xcalloc(n, sizeof(*it));
	unsigned *via = xcalloc(n, sizeof(*via));	/* edge into it on the stack */
	for (unsigned r = 0; r < n && !found; r++) {
		if (color[r])
			continue;
		unsigned sp = 0;
		stk[sp++] = r;
		color[r] = 1;
		it[r] = off[r];
		while (sp && !found) {
			unsigned v = stk[sp - 1];
			if (it[v] == off[v + 1]) {
				color[v] = 2;
				sp--;
				continue;
			}
			unsigned k = adj[it[v]++], w = g->e[k].to;
			if (color[w] == 1) {
				/* the cycle: w ... v on the stack, then k */
				unsigned from = sp - 1;
				while (stk[from] != w)
					from--;
				for (unsigned j = from + 1; j < sp && found < max; j++)
					edges[found++] = via[stk[j]];
				if (found < max)
					edges[found++] = k;
			} else if (!color[w]) {
				color[w] = 1;
				via[w] = k;
				it[w] = off[w];
				stk[sp++] = w;
			}
		}
	}
	free(d);
	free(off);
	free(adj);
	free(pos);
	free(color);
	free(stk);
	free(it);
	free(via);
	return found;
}
