/*
 * model.c: the analysis model's storage and the queries every rule shares
 * (statement text for messages and fingerprints, execution counts).
 */
#include "model.h"
#include "util.h"

#include <ctype.h>
#include <math.h>
#include <limits.h>
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

void model_release(struct model *m)
{
	for (unsigned i = 0; i < m->nfiles; i++) {
		free(m->files[i].path);
		free(m->files[i].text);
	}
	for (unsigned i = 0; i < m->nfuncs; i++) {
		free(m->funcs[i].name);
		free(m->funcs[i].callers);
	}
	for (unsigned i = 0; i < m->nloops; i++) {
		free(m->loops[i].ivar);
		free(m->loops[i].bound_var);
		free(m->loops[i].param_name);
		free(m->loops[i].bound_member);
		free(m->loops[i].sparam_name);
		free(m->loops[i].start_member);
		free(m->loops[i].outer_var);
	}
	for (unsigned i = 0; i < m->ncall_args; i++) {
		free(m->call_args[i].param);
		free(m->call_args[i].member);
		free(m->call_args[i].local);
		free(m->call_args[i].text);
	}
	free(m->call_args);
	free(m->named_args);
	for (unsigned i = 0; i < m->nmfacts; i++) {
		free(m->mfacts[i].member);
		free(m->mfacts[i].src);
		free(m->mfacts[i].pname);
	}
	free(m->mfacts);
	free(m->once_from);
	free(m->dead_arms);
	free(m->addr_untabled);
	free(m->addr_escapes);
	free(m->settings);
	free(m->usr_counted);
	for (unsigned i = 0; i < m->nusr_fields; i++)
		free(m->usr_fields[i].slot);
	free(m->usr_fields);
	free(m->usr_args);
	free(m->ifs);
	for (unsigned i = 0; i < m->ntab_calls; i++)
		free(m->tab_calls[i].fns);
	free(m->tab_calls);
	for (unsigned i = 0; i < m->nusr_slots; i++)
		free(m->usr_slots[i].slot);
	free(m->usr_slots);
	free(m->usr_val);
	free(m->usr_known);
	free(m->usr_mask);
	free(m->usr_mknown);
	free(m->recomps);
	for (unsigned i = 0; i < m->nnodes; i++)
		free(m->nodes[i].name);
	free(m->files);
	free(m->funcs);
	free(m->loops);
	free(m->nodes);
	for (unsigned i = 0; i < m->naddr; i++)
		free(m->addr_taken[i]);
	free(m->addr_taken);
	for (unsigned i = 0; i < m->ninit_vars; i++)
		free(m->init_vars[i]);
	free(m->init_vars);
	for (unsigned i = 0; i < m->nslots; i++)
		free(m->slots[i]);
	free(m->slots);
	free(m->addr_hash);
	free(m->globals);
	free(m->slot_hash);
	free(m->switches);
	free(m->labels);
	memset(m, 0, sizeof(*m));
}

int model_switch_at(const struct model *m, int i)
{
	unsigned lo = 0, hi = m->nswitches;

	while (lo < hi) {
		unsigned mid = lo + (hi - lo) / 2;
		if (m->switches[mid].from < i)
			lo = mid + 1;
		else
			hi = mid;
	}
	int at = -1;
	for (; lo < m->nswitches && m->switches[lo].from == i; lo++)
		if (at < 0 || m->switches[lo].to > m->switches[at].to)
			at = (int)lo;
	return at;
}

int model_switch_end(const struct model *m, int i)
{
	int at = model_switch_at(m, i);

	return at >= 0 && m->switches[at].to > i ? m->switches[at].to : -1;
}

unsigned model_label_from(const struct model *m, int i)
{
	unsigned lo = 0, hi = m->nlabels;

	while (lo < hi) {
		unsigned mid = lo + (hi - lo) / 2;
		if (m->labels[mid].from < i)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

bool model_same_arms(const struct model *m, int from, int w, int i)
{
	for (int j = from < 0 ? 0 : from; j < w; j++) {
		const struct node *y = &m->nodes[j];
		if (y->kind != NK_IF)
			continue;
		int e0 = y->arm_end[0];
		int e1 = (y->arm_flags & ARM_ELSE) ? y->arm_end[1] : e0;
		if (w < e1 && (i < j || i >= e1 || (w < e0) != (i < e0)))
			return false;
	}
	return true;
}

int model_write_in(const struct model *m, const char *name, int from, int to)
{
	for (int i = from < 0 ? 0 : from; name && i < to; i++) {
		const struct node *n = &m->nodes[i];
		if (!n->name || strcmp(n->name, name))
			continue;
		if ((n->kind == NK_REF && (n->flags & NF_STORE)) ||
		    (n->kind == NK_DECL && n->rhs.node >= 0))
			return i;
	}
	return -1;
}

/* The innermost switch whose body holds node i, or -1. */
static int switch_of(const struct model *m, int i)
{
	int best = -1;

	for (unsigned s = 0; s < m->nswitches && m->switches[s].from <= i; s++)
		if (i < m->switches[s].to &&
		    (best < 0 || m->switches[s].from >= m->switches[best].from))
			best = (int)s;
	return best;
}

bool model_ladder_of(const struct model *m, int i, struct model_ladder *out)
{
	int s = switch_of(m, i);

	if (s < 0 || m->switches[s].stray)
		return false;
	/* the switch's labels in order, and i's */
	unsigned n = 0, *lab = NULL, cap = 0;
	int at = -1;
	for (unsigned k = 0; k < m->nlabels; k++) {
		if (m->labels[k].sw != (unsigned)s)
			continue;
		if (n == cap) {
			cap = cap ? 2 * cap : 16;
			lab = xrealloc(lab, cap * sizeof(*lab));
		}
		if (m->labels[k].from <= i)
			at = (int)n;
		lab[n++] = k;
	}
	bool found = false;
	if (at >= 0) {
		unsigned lo = (unsigned)at, hi = (unsigned)at;
		while (lo > 0 && m->labels[lab[lo]].falls_in)
			lo--;
		while (hi + 1 < n && m->labels[lab[hi + 1]].falls_in)
			hi++;
		int from = m->labels[lab[hi]].from;
		int to = hi + 1 < n ? m->labels[lab[hi + 1]].from :
			 m->switches[s].to;
		/* steps of the ladder: labels with code of their own
		 * ('case 1: case 2: case 3: x;' is one) */
		unsigned steps = 0;
		for (unsigned q = lo; q <= hi; q++) {
			int e = q + 1 < n ? m->labels[lab[q + 1]].from :
				m->switches[s].to;
			steps += e > m->labels[lab[q]].from;
		}
		const struct node *a = &m->nodes[i];
		for (int k = from; hi > (unsigned)at && steps >= LADDER_MIN &&
		     !found && k < to; k++) {
			const struct node *b = &m->nodes[k];
			/* the same operation: kind, operator, name, the
			 * types, which operands are constants */
			if (b->kind != a->kind || b->op != a->op ||
			    !b->name != !a->name ||
			    (a->name && strcmp(a->name, b->name)) ||
			    b->type.kind != a->type.kind ||
			    b->type.bits != a->type.bits ||
			    b->type.is_unsigned != a->type.is_unsigned ||
			    b->lhs.type.bits != a->lhs.type.bits ||
			    b->rhs.type.bits != a->rhs.type.bits ||
			    b->lhs.is_const != a->lhs.is_const ||
			    b->rhs.is_const != a->rhs.is_const)
				continue;
			found = true;
			int c = m->switches[s].cond;
			*out = (struct model_ladder){
				.label = lab[at], .sink = lab[hi],
				.above = (unsigned)at - lo + 1,
				.total = hi - lo + 1, .sink_node = k,
				.line = c >= 0 ? m->nodes[c].line :
					m->nodes[m->switches[s].from].line };
		}
	}
	free(lab);
	return found;
}

/*
 * Collapse a byte range to a canonical form: comments dropped, whitespace
 * removed except a single space between two word characters.  String and
 * character literals are kept verbatim.
 */
static char *normalise(const struct model *m, unsigned file, unsigned begin,
		       unsigned end, bool display)
{
	struct strbuf sb = { 0 };
	const struct model_file *f;
	bool space = false;

	if (file >= m->nfiles)
		return xstrdup("");
	f = &m->files[file];
	if (end > f->len)
		end = f->len;
	for (unsigned i = begin; i < end; i++) {
		char c = f->text[i];
		if (c == '/' && i + 1 < end && f->text[i + 1] == '/') {
			while (i < end && f->text[i] != '\n')
				i++;
			space = true;
			continue;
		}
		if (c == '/' && i + 1 < end && f->text[i + 1] == '*') {
			i += 2;
			while (i + 1 < end &&
			       !(f->text[i] == '*' && f->text[i + 1] == '/'))
				i++;
			i++;
			space = true;
			continue;
		}
		if (isspace((unsigned char)c)) {
			space = true;
			continue;
		}
		if (space && sb.len && (display ||
		    (ident_char(sb.buf[sb.len - 1]) && ident_char(c))))
			sb_add(&sb, " ", 1);
		space = false;
		if (c == '"' || c == '\'') {
			unsigned j = i + 1;
			while (j < end && f->text[j] != c) {
				if (f->text[j] == '\\')
					j++;
				j++;
			}
			if (j >= end)
				j = end - 1;
			sb_add(&sb, f->text + i, j - i + 1);
			i = j;
			continue;
		}
		sb_add(&sb, &c, 1);
		if (display && sb.len > 44) {
			sb_puts(&sb, "...");
			break;
		}
	}
	return sb_detach(&sb);
}

char *model_text(const struct model *m, unsigned file, unsigned begin,
		 unsigned end)
{
	return normalise(m, file, begin, end, false);
}

/*
 * An operation of a macro's body has no text of its own in the file: its
 * range runs from where its first token maps (the macro's name, or an
 * argument) to where its last one maps (an argument, or the call's ')'),
 * such as "frac_div32(SHR32(E1, 1), E2))", "SCALE(a + 1, b" or, from
 * one argument to another, "buf2[0], buf3[0], w[n]".  Widen [*b, *e)
 * until its parentheses balance and no argument list is left open, so
 * that the text is the whole macro call, name included; never past the
 * node's statement.
 */
static void balance(const struct model *m, const struct node *n,
		    unsigned *b, unsigned *e)
{
	const struct model_file *f = &m->files[n->file];
	/* a macro's statements map inside its call: the search stops at a
	 * statement's or a block's edge instead, or after 4 KB */
	unsigned lo = *b > 4096 ? *b - 4096 : 0;
	unsigned hi = *e + 4096 < f->len ? *e + 4096 : f->len;
	int depth = 0, low = 0, comma = 1;	/* comma: its lowest depth */


	for (unsigned i = *b; i < *e && i < f->len; i++) {
		char c = f->text[i];
		if (c == '(')
			depth++;
		else if (c == ')' && --depth < low)
			low = depth;
		else if (c == ',' && depth < comma)
			comma = depth;
	}
	/* '(' to find on the left: one per ')' without its '(', one more
	 * if a comma separates arguments at the outermost level (a comma
	 * operator is its own node) */
	int left = -low, right = depth - low;
	if (comma == low && !(n->kind == NK_BINARY && n->op == MOP_COMMA)) {
		left++;
		right++;
	}
	if (left) {
		unsigned i = *b;
		int need = left;
		while (i > lo && need) {
			char c = f->text[--i];
			if (c == ';' || c == '{' || c == '}')
				return;
			if (c == ')')
				need++;
			else if (c == '(')
				need--;
		}
		if (need)
			return;
		while (i > lo && isspace((unsigned char)f->text[i - 1]))
			i--;
		while (i > lo && ident_char(f->text[i - 1]))
			i--;
		*b = i;
	}
	/* ')' to find on the right */
	unsigned j = *e;
	while (right > 0 && j < hi) {
		char c = f->text[j++];
		if (c == ';' || c == '{' || c == '}')
			return;
		if (c == '(')
			right++;
		else if (c == ')')
			right--;
	}
	if (!right)
		*e = j;
}

char *model_node_text(const struct model *m, const struct node *n)
{
	unsigned b = n->begin, e = n->end;

	if (n->kind == NK_REF && n->name && b == e)
		return xstrdup(n->name);	/* located at its name, no extent */
	if (n->kind == NK_FLOAT_LIT && n->name)
		return xstrdup(n->name);	/* spelled in a macro's body */
	if (n->file < m->nfiles && b < e)
		balance(m, n, &b, &e);
	char *t = normalise(m, n->file, b, e, true);

	/* an operation inside a macro argument has no extent of its own:
	 * show the source from its column (the macro call) instead of '' */
	if (*t || n->file >= m->nfiles || !n->line || !n->col)
		return t;
	const struct model_file *f = &m->files[n->file];
	unsigned off = 0, line = 1;
	if (n->begin && n->begin < f->len) {
		/* begin is on the node's line (the macro call): back up to
		 * the start of that line instead of counting from the top */
		off = n->begin;
		while (off > 0 && f->text[off - 1] != '\n')
			off--;
	} else {
		while (off < f->len && line < n->line)
			if (f->text[off++] == '\n')
				line++;
	}
	b = off + n->col - 1;
	e = b;
	/* a macro call there: the call, to its ')'; else to the line's or
	 * the statement's end */
	while (e < f->len && ident_char(f->text[e]))
		e++;
	unsigned p = e;
	while (p < f->len && (f->text[p] == ' ' || f->text[p] == '\t'))
		p++;
	if (e > b && p < f->len && f->text[p] == '(') {
		e = p + 1;
		balance(m, n, &b, &e);
		if (e == p + 1)
			e = b;
	} else {
		e = b;
	}
	if (e == b)
		while (e < f->len && f->text[e] != '\n' && f->text[e] != ';')
			e++;
	if (b >= e)
		return t;
	free(t);
	return normalise(m, n->file, b, e, true);
}

bool model_named_from_start(const struct loop *l)
{
	return l->named && l->start_known && !l->bound_var && l->start > 0 &&
	       l->step_known && l->step == 1 && l->cmp == MOP_LT;
}

uint64_t model_named_count(const struct loop *l)
{
	uint64_t nt = model_named_trip(l->named);
	uint64_t st = !l->step_known ? 1 : l->step < 0 ?
		      (uint64_t)0 - (uint64_t)l->step : (uint64_t)l->step;

	if (l->named_scale > 1)
		nt *= l->named_scale;
	if (nt && st > 1)
		nt = nt / st ? nt / st : 1;
	/* from a constant start up to the named count: the channels after
	 * the first, 'for (i = 1; i < ch; i++)' (vorbis's _vp_couple_quantize
	 * sets the second channel's pointers): 1 pass in stereo, not 2; a
	 * start at or past the count, at most 1 */
	if (nt && model_named_from_start(l))
		nt = (uint64_t)l->start < nt ? nt - (uint64_t)l->start : 1;
	return nt;
}

bool model_loop_leaves_early(const struct loop *l)
{
	/* a break or a non-error return in the body, or a header that
	 * tests data besides its bound ('i < 3 && *src'; 'i < n && i < m'
	 * is two bounds, 'i < n && ok' a flag); no goto, which may stay in
	 * the loop, no label in it */
	return (l->body_exit || (l->early_exit && l->data_exit)) &&
	       !l->labelled && !l->trip_bounded && l->cmp != MOP_NONE &&
	       l->start_set && !l->param_name && !l->bound_member &&
	       !l->tri_parent && !l->triangular;
}

uint64_t model_loop_trip(const struct loop *l, uint64_t assumed_trip)
{
	if (l->trip_known || l->trip_profiled)	/* walker: constant wins */
		return cap_count(l->trip);
	if (l->trip_callers)
		return cap_count(l->trip);
	if (l->remainder) {
		uint64_t o = model_outer_trip(assumed_trip);
		return cap_count(l->trip_bounded && l->trip < o ? l->trip : o);
	}
	uint64_t t = model_loop_tail(l) || model_loop_shift_half(l) ?
		     (l->trip + 1) / 2 :
		     l->triangular && l->trip_bounded && l->tri_least < l->trip ?
		     (l->trip + l->tri_least + 1) / 2 : l->trip;
	/* a count its bound's name gives (channels, an order, a dimension,
	 * a frame) gives way to a smaller bound only */
	uint64_t nt = model_named_count(l);
	if (nt)
		return cap_count(l->trip_bounded && t < nt ? t : nt);
	/* a walk that ends on data: a few passes */
	if ((l->data_walk || l->chunks) && !l->trip_bounded)
		return cap_count(model_outer_trip(assumed_trip));
	/* ... and so does a loop that may leave before its bound
	 * (model_loop_leaves_early(): a break or a non-error return in its
	 * body, data its header tests besides its bound): the profiles of the nine code bases measured 73 such loops of a
	 * guessed count at a median of 4 passes per entry, 53 within 4x of
	 * the cube root (4), 22 of the assumed 64 (stop 46); only a counter
	 * its header sets and tests: not one that goes on from where a loop
	 * before it stopped ('for (; i < n; i++)' after a loop that breaks:
	 * vorbis's bark_noise_hybridmp, 318 and 602 passes), nor one whose
	 * bound or start the run's calls or stores may give
	 * (model_caller_trips(), callgraph_ints(): opus's band searches to
	 * st->end, 21) or an enclosing loop's counter (a triangular nest: an
	 * insertion sort's 'for (j = i - 1; j >= 0 && r[j] > s; j--)') */
	if (model_loop_leaves_early(l))
		return cap_count(model_outer_trip(assumed_trip));
	if (l->trip_bounded && t < assumed_trip)
		return cap_count(t);
	return cap_count(assumed_trip);
}

bool model_loop_named_count(const struct loop *l, uint64_t assumed_trip)
{
	uint64_t nt = model_named_count(l);

	return nt && !l->trip_known && !l->trip_profiled && !l->trip_callers &&
	       !l->remainder && model_loop_trip(l, assumed_trip) == nt;
}

uint64_t model_named_trip(enum loop_named k)
{
	switch (k) {
	case NAMED_CHANNELS:
		return MODEL_CHANNELS;
	case NAMED_ORDER:
		return MODEL_ORDER;
	case NAMED_DIM:
		return MODEL_DIM;
	case NAMED_FRAME:
		return MODEL_FRAME;
	case NAMED_LINKS:
		return MODEL_LINKS;
	case NAMED_NONE:
		break;
	}
	return 0;
}

/*
 * model_caller_trips(): the values a parameter takes over the calls of
 * its function.  A (function, parameter) pair is pending until every
 * call's argument is known: a constant, or a parameter of the calling
 * function whose own pair is known (the rounds follow such chains), each
 * plus a constant.
 */
enum pv_state { PV_PENDING, PV_KNOWN, PV_FAILED };

struct pval {
	int func, param;
	const char *name;
	enum pv_state state;
	int64_t lo, hi;
	bool written;	/* a countdown's condition writes the parameter
			 * (countdown_only()): its values are the count of
			 * that loop only */
	bool deref;	/* the values the pointer parameter points to when
			 * the function starts: every call passes the
			 * address of a local holding a constant */
	bool usr;	/* some call passes a field a configured setting
			 * gives (usr_member_arg()), or such a parameter */
};

struct pvals {
	struct pval *v;
	unsigned n, cap;
	const struct model *m;
	struct named_call *calls;	/* direct calls, sorted by callee */
	unsigned ncalls;
};

struct named_call {
	const char *name;
	int node;
};

static int cmp_call_name(const void *a, const void *b)
{
	const struct named_call *x = a, *y = b;
	int c = strcmp(x->name, y->name);

	return c ? c : (x->node > y->node) - (x->node < y->node);
}

bool model_name_taken(const struct model *m, const char *name)
{
	if (!m->addr_hcap)
		return false;
	unsigned h = model_name_hash(name) & (m->addr_hcap - 1);

	for (; m->addr_hash[h]; h = (h + 1) & (m->addr_hcap - 1))
		if (!strcmp(m->addr_taken[m->addr_hash[h] - 1], name))
			return true;
	return false;
}

/* Does the unit take the address of function f (or is it unnamed), as
 * itself or stored into a member ("name@slot")? */
static bool fn_taken(const struct model *m, const struct function *fn)
{
	bool taken = !fn->name;
	size_t k = taken ? 0 : strlen(fn->name);

	for (unsigned i = 0; i < m->naddr && !taken; i++) {
		const char *a = m->addr_taken[i];
		taken = (!k || a[0] == fn->name[0]) && !strncmp(a, fn->name, k) &&
			(!a[k] || a[k] == '@');
	}
	return taken;
}

/* Is the only write of parameter 'name' of function f the condition's
 * step of a countdown of it, 'while (name--)' (loop.param_countdown)? */
static bool countdown_only(const struct model *m, int f, const char *name)
{
	int st;

	if (model_param_stores(m, f, name, &st) != 1)
		return false;
	const struct loop *l = m->nodes[st].loop >= 0 ?
			       &m->loops[m->nodes[st].loop] : NULL;
	return l && l->param_countdown && l->param_name &&
	       !strcmp(l->param_name, name);
}

bool model_loop_param_kept(const struct model *m, const struct loop *l)
{
	return l->param_name && l->func >= 0 &&
	       (!l->ivar || !model_var_addr_taken(m, l->func, l->ivar)) &&
	       (model_param_fixed(m, l->func, l->param_name) ||
		(l->param_countdown &&
		 countdown_only(m, l->func, l->param_name)));
}

/* The pair of function f's parameter idx ('name'), added if new; a
 * function other code may call (external linkage, address taken) or one
 * that writes the parameter fails at once (but for a countdown's own
 * step: pval.written). */
static struct pval *pval_of(struct pvals *pv, int f, int idx, const char *name)
{
	const struct model *m = pv->m;

	for (unsigned i = 0; i < pv->n; i++)
		if (pv->v[i].func == f && pv->v[i].param == idx)
			return &pv->v[i];
	if (pv->n == pv->cap) {
		pv->cap = pv->cap ? 2 * pv->cap : 16;
		pv->v = xrealloc(pv->v, pv->cap * sizeof(*pv->v));
	}
	struct pval *v = &pv->v[pv->n++];
	*v = (struct pval){ .func = f, .param = idx, .name = name };
	const struct function *fn = &m->funcs[f];
	if (!fn->is_static || fn_taken(m, fn))
		v->state = PV_FAILED;
	else if (!model_param_fixed(m, f, name) &&
		 !(v->written = countdown_only(m, f, name)))
		v->state = PV_FAILED;
	return v;
}

unsigned model_call_arg_first(const struct model *m, int ci)
{
	unsigned lo = 0, hi = m->ncall_args;

	while (lo < hi) {
		unsigned mid = lo + (hi - lo) / 2;
		if (m->call_args[mid].call < ci)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* The record of argument 'arg' of call node ci: a string literal's (str)
 * or a constant's or parameter's (!str); NULL if none. */
static const struct call_arg *record_of(const struct model *m, int ci,
					unsigned arg, bool str)
{
	for (unsigned lo = model_call_arg_first(m, ci);
	     lo < m->ncall_args && m->call_args[lo].call == ci; lo++)
		if (m->call_args[lo].arg == arg && !m->call_args[lo].str == !str &&
		    !m->call_args[lo].member)
			return &m->call_args[lo];
	return NULL;
}

unsigned model_call_strlen(const struct model *m, int ci, unsigned arg)
{
	const struct call_arg *a = record_of(m, ci, arg, true);

	return a ? a->str : 0;
}

/* The node of argument 'arg' of call node ci, or -1. */
static int call_arg_node(const struct model *m, int ci, unsigned arg)
{
	const struct node *c = &m->nodes[ci];

	for (int k = c->sub_first; k >= 0 && k < ci; k++) {
		const struct node *x = &m->nodes[k];
		if (x->parent == ci && (x->flags & NF_CALL_ARG) &&
		    x->argpos == arg + 1)
			return k;
	}
	return -1;
}

const char *model_call_strtext(const struct model *m, int ci, unsigned arg)
{
	const struct call_arg *a = record_of(m, ci, arg, true);

	return a ? a->text : NULL;
}

/* Is node c (a switch's condition) '*name' (or '*name++'), name a
 * variable? */
static bool derefs(const struct model *m, int c, const char *name)
{
	const struct node *x = model_unconv(m, c);

	if (!x || x->kind != NK_UNARY || x->op != MOP_DEREF || x->lhs.node < 0)
		return false;
	x = &m->nodes[x->lhs.node];
	if (x->kind == NK_UNARY && x->op == MOP_POSTINC && x->lhs.node >= 0)
		x = &m->nodes[x->lhs.node];
	return x->kind == NK_REF && x->name && !strcmp(x->name, name);
}

bool model_walk_cases(const struct model *m, int li, int i, char *out,
		      size_t cap, unsigned *groups)
{
	const struct loop *l = &m->loops[li];
	const char *name = NULL;

	if (!l->str_param || l->func < 0 || cap < 2)
		return false;
	/* the walked parameter's name */
	int k = 0;
	for (int d = m->funcs[l->func].first_node;
	     d < m->funcs[l->func].last_node && !name; d++) {
		const struct node *x = &m->nodes[d];
		if (x->kind == NK_DECL && (x->flags & NF_PARAM) &&
		    x->func == l->func && k++ == l->str_param - 1)
			name = x->name;
	}
	if (!name)
		return false;
	/* the innermost switch around i on '*name', in the walk itself */
	int s = -1;
	for (unsigned q = 0; q < m->nswitches && m->switches[q].from <= i; q++) {
		const struct node_range *r = &m->switches[q];
		if (i < r->to && r->cond >= 0 && !r->stray &&
		    m->nodes[r->cond].loop == li && derefs(m, r->cond, name) &&
		    (s < 0 || r->from >= m->switches[s].from))
			s = (int)q;
	}
	if (s < 0)
		return false;
	/* i's label and those falling into it, back to one entered only by
	 * its own jump */
	int at = -1;
	for (unsigned q = 0; q < m->nlabels && m->labels[q].from <= i; q++)
		if (m->labels[q].sw == (unsigned)s)
			at = (int)q;
	size_t n = 0;
	for (int q = at; q >= 0; q--) {
		const struct case_label *b = &m->labels[q];
		if (b->sw != (unsigned)s)
			continue;
		unsigned char ch = (unsigned char)b->value;
		if (b->kind != LABEL_VALUE || b->value < -128 || b->value > 255 ||
		    !ch || n + 1 >= cap)
			return false;
		if (!memchr(out, ch, n))
			out[n++] = (char)ch;
		if (!b->falls_in)
			break;
	}
	out[n] = '\0';
	*groups = 0;
	for (unsigned q = 0; q < m->nlabels; q++)
		if (m->labels[q].sw == (unsigned)s && !m->labels[q].falls_in)
			(*groups)++;
	return n > 0;
}

bool model_call_arg_nonnull(const struct model *m, int ci, unsigned arg)
{
	if (model_call_strlen(m, ci, arg))
		return true;
	int a = call_arg_node(m, ci, arg);
	while (a >= 0 && m->nodes[a].kind == NK_CONV) {
		/* an array converted to a pointer is its address */
		if (m->nodes[a].lhs.node >= 0 &&
		    m->nodes[m->nodes[a].lhs.node].type.kind == MT_ARRAY)
			return true;
		a = m->nodes[a].lhs.node;
	}
	if (a < 0)
		return false;
	const struct node *x = &m->nodes[a];
	return x->type.kind == MT_ARRAY ||
	       (x->kind == NK_UNARY && x->op == MOP_ADDROF) ||
	       (x->kind == NK_BINARY && (x->op == MOP_ADD || x->op == MOP_SUB) &&
		x->type.kind == MT_PTR);
}

static bool local_const_at(const struct model *m, int at, int around,
			   int entered, const char *name, int addr_ok,
			   int64_t *v);

/* What the local argument 'arg' of call node ci holds when the call runs:
 * the argument itself (addr false) or the local whose address it is ('&y0',
 * addr true), through conversions; false if it is no such local or holds
 * no constant. */
static bool arg_local_const(const struct model *m, int ci, unsigned arg,
			    bool addr, int64_t *v)
{
	const struct node *c = &m->nodes[ci];

	if (c->func < 0)
		return false;
	int a = call_arg_node(m, ci, arg);
	a = a >= 0 ? model_skip_conv(m, a) : -1;
	if (addr) {
		if (a < 0 || m->nodes[a].kind != NK_UNARY ||
		    m->nodes[a].op != MOP_ADDROF)
			return false;
		a = m->nodes[a].lhs.node;
	}
	/* (a global, though a block declared a local of its name before) */
	if (a < 0 || m->nodes[a].kind != NK_REF || !m->nodes[a].name ||
	    (m->nodes[a].flags & NF_GLOBAL_REF))
		return false;
	return local_const_at(m, ci, c->loop, -1, m->nodes[a].name,
			      addr ? a : -1, v);
}

bool model_arg_reaching_const(const struct model *m, int ci, unsigned arg,
			      int64_t *v)
{
	return arg_local_const(m, ci, arg, false, v);
}

bool model_local_const_at(const struct model *m, int at, int around,
			  int entered, const char *name, int64_t *v)
{
	return local_const_at(m, at, around, entered, name, -1, v);
}

bool model_arg_addr_const(const struct model *m, int ci, unsigned arg,
			  int64_t *v)
{
	return arg_local_const(m, ci, arg, true, v);
}

/* model_local_const_at(), the address of the local taken at node addr_ok
 * alone (a call's '&y0': what the local holds when the call runs) */
static bool local_const_at(const struct model *m, int at, int around,
			   int entered, const char *name, int addr_ok,
			   int64_t *v)
{
	int f = m->nodes[at].func;

	if (f < 0 || m->funcs[f].has_label || m->funcs[f].has_asm)
		return false;
	int d = model_sole_decl(m, f, name);
	/* a call's '&y0': the declaration the reference names (vorbis's
	 * floor1_fit declares 'int y0' in two blocks), its uses those that
	 * name it too */
	uint32_t id = addr_ok >= 0 ? m->nodes[addr_ok].decl_id : 0;
	if (addr_ok >= 0) {
		d = -1;
		for (int k = m->funcs[f].first_node; id && k < at && d < 0; k++)
			if (m->nodes[k].kind == NK_DECL &&
			    m->nodes[k].decl_id == id)
				d = k;
		if (d < 0 || !model_same_arms(m, m->funcs[f].first_node, d, at))
			return false;
	}
	if (d < 0 || (m->nodes[d].flags & (NF_PARAM | NF_GLOBAL)) || d > at ||
	    m->nodes[d].type.kind != MT_INT)
		return false;
	/* the nearest write before at, the address taken nowhere */
	int w = -1, wc = -1;
	const struct function *fn = &m->funcs[f];
	for (int k = fn->first_node, i, cc, u;
	     (i = model_next_use(m, f, name, &k, &cc, &u)) >= 0;) {
		if (id && m->nodes[i].decl_id != id)
			continue;	/* another block's variable */
		if (model_addr_of(m, &m->nodes[i]) && i != addr_ok)
			return false;
		if ((m->nodes[i].flags & NF_STORE) && i < at) {
			w = u;
			wc = cc;
		}
	}
	const struct node *wn = w >= 0 ? &m->nodes[w] : NULL;
	int64_t val;
	if (wn) {
		if (wn->kind != NK_BINARY || wn->op != MOP_ASSIGN ||
		    wn->lhs.node != wc || !wn->rhs.is_const)
			return false;
		val = wn->rhs.ival;
	} else {
		/* no assignment before it: the declaration's value */
		if (!m->nodes[d].rhs.is_const)
			return false;
		w = d;
		wn = &m->nodes[d];
		val = wn->rhs.ival;
	}
	if (wn->loop != around || model_in_switch(m, fn->first_node, w) !=
	    model_in_switch(m, fn->first_node, at))
		return false;
	/* a write in a for header's increment runs after the body: not
	 * before at, which the body holds ('for (...; i++, y = -200)
	 * f(&y);' passes what y held first) */
	for (int l = around; l >= 0; l = m->loops[l].parent)
		if (w >= m->loops[l].inc_first && w < m->loops[l].inc_last)
			return false;
	if (!model_same_arms(m, fn->first_node, w, at))
		return false;
	for (unsigned k = 0; k < m->nlabels; k++)
		if (m->labels[k].from > w && m->labels[k].from <= at)
			return false;
	/* a write later in a loop around both comes round to at (not one
	 * in the loop entered at at: the write w comes before its entry).
	 * (A call's '&y0' of a local w writes in the call's own loop, in
	 * arms the call is in too: every pass writes it before the call,
	 * as vorbis's 'int ly0 = -200; ... fit_line(..., &ly0, ...); ...
	 * ly0 = ly;' does) */
	if (around >= 0 && addr_ok < 0) {
		int k = at + 1, i, cc, u;
		while ((i = model_next_use(m, f, name, &k, &cc, &u)) >= 0 &&
		       i < m->loops[around].last_node)
			if ((m->nodes[i].flags & NF_STORE) &&
			    (entered < 0 || i >= m->loops[entered].last_node))
				return false;
	}
	*v = val;
	return true;
}

/* Is node p of function f a pointer parameter the function never
 * writes (no store, no step, no address taken)? */
static bool fixed_ptr_param(const struct model *m, int f, const struct node *p,
			    int *index)
{
	if (p->kind != NK_REF || !p->name || p->type.kind != MT_PTR)
		return false;
	const struct function *fn = &m->funcs[f];
	int decls[64];
	unsigned n = model_param_decls(m, fn, decls, 64);
	*index = -1;
	for (unsigned k = 0; k < n; k++)
		if (m->nodes[decls[k]].name &&
		    !strcmp(m->nodes[decls[k]].name, p->name))
			*index = (int)k;
	return *index >= 0 && model_param_fixed(m, f, p->name);
}

void model_index_ifs(struct model *m)
{
	free(m->ifs);
	m->ifs = xmalloc((m->nnodes + 1) * sizeof(*m->ifs));
	m->nifs = 0;
	for (unsigned i = 0; i < m->nnodes; i++)
		if (m->nodes[i].kind == NK_IF && m->nodes[i].lhs.node >= 0)
			m->ifs[m->nifs++] = (int)i;
}

/* The first if with a condition after node 'after' and before node i, in
 * i's function, whose arm holds i (model.ifs where it is made, else every
 * node): its node, its arm in *arm (0 then, 1 else); -1 if none.  Start
 * with 'after' -1. */
static int next_if_holding(const struct model *m, int i, int after, int *arm)
{
	int from = after >= 0 ? after + 1 : m->funcs[m->nodes[i].func].first_node;
	unsigned q = 0;

	if (m->ifs) {	/* (the first indexed if at 'from' or after) */
		unsigned hi = m->nifs;
		while (q < hi) {
			unsigned mid = q + (hi - q) / 2;
			if (m->ifs[mid] < from)
				q = mid + 1;
			else
				hi = mid;
		}
	}
	for (;;) {
		int j = !m->ifs ? from++ : q < m->nifs ? m->ifs[q++] : i;
		if (j >= i)
			return -1;
		const struct node *n = &m->nodes[j];
		if (n->kind != NK_IF || n->lhs.node < 0)
			continue;
		int e0 = n->arm_end[0];
		int e1 = (n->arm_flags & ARM_ELSE) ? n->arm_end[1] : e0;
		*arm = i > j && i < e0 ? 0 : i >= e0 && i < e1 ? 1 : -1;
		if (*arm >= 0)
			return j;
	}
}

int model_null_arm(const struct model *m, int i, int *ifn, const char **name)
{
	int f = m->nodes[i].func;

	if (f < 0)
		return -1;
	for (int j = -1, arm; (j = next_if_holding(m, i, j, &arm)) >= 0;) {
		const struct node *n = &m->nodes[j];
		bool then = arm == 0;
		/* what the condition holds for: a null p (then-arm) or a
		 * non-null one (else-arm) */
		int c = model_skip_conv(m, n->lhs.node), p = -1;
		bool null_true = false;
		if (c < 0)	/* ('if ((double)1)': no node) */
			continue;
		const struct node *t = &m->nodes[c];
		if (t->kind == NK_UNARY && t->op == MOP_LNOT) {
			p = model_skip_conv(m, t->lhs.node);
			null_true = true;
		} else if (t->kind == NK_BINARY && (t->op == MOP_EQ || t->op == MOP_NE) &&
			   t->rhs.is_const && t->rhs.ival == 0) {
			p = model_skip_conv(m, t->lhs.node);
			null_true = t->op == MOP_EQ;
		} else if (t->kind == NK_REF) {
			p = c;
		}
		int idx;
		if (p < 0 || !fixed_ptr_param(m, f, &m->nodes[p], &idx) ||
		    null_true != then)
			continue;
		*ifn = j;
		*name = m->nodes[p].name;
		return idx;
	}
	return -1;
}

/* The argument 'arg' of call node ci, or NULL if it is neither a
 * constant nor a parameter plus a constant. */
static const struct call_arg *arg_of(const struct model *m, int ci,
				     unsigned arg)
{
	return record_of(m, ci, arg, false);
}

/* The first of pv's direct calls of function fname (sorted by callee). */
static unsigned first_call(const struct pvals *pv, const char *fname)
{
	unsigned lo = 0, hi = pv->ncalls;

	while (lo < hi) {
		unsigned mid = lo + (hi - lo) / 2;
		if (strcmp(pv->calls[mid].name, fname) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* Is call node ci in a function no code runs: static, its address taken
 * nowhere, no call of the unit naming it (a header's static inline helper
 * the unit never calls, as flac's safe_realloc_muladd2_(), which is never
 * emitted)?  Its calls pass nothing. */
static bool dead_call(const struct model *m, int ci)
{
	int f = m->nodes[ci].func;
	const struct function *fn = f >= 0 ? &m->funcs[f] : NULL;

	return fn && fn->is_static && fn->name && !fn->ncallers &&
	       !fn_taken(m, fn) && strcmp(fn->name, "main");
}

static bool usr_value_by_use(const struct model *m, uint32_t field,
			     const char *name, int64_t *v);
static bool usr_resolved(const struct model *m, const struct usr_field *uf,
			 int64_t *v, int64_t *mask);

/* The value a configured setting (model.usr) of every bit gives the
 * member argument 'arg' of call node ci ('f(x, enc->protected_->
 * do_escape_coding)'), plus the argument's offset: false if none does. */
static unsigned usr_slot_value(const struct model *m, const char *slot,
			       int64_t off, int64_t *v, uint32_t *fid);

static bool usr_member_arg(const struct model *m, int ci, unsigned arg,
			   int64_t *v)
{
	const struct call_arg *a = NULL;
	for (unsigned lo = model_call_arg_first(m, ci);
	     m->nusr && lo < m->ncall_args && m->call_args[lo].call == ci; lo++)
		if (m->call_args[lo].arg == arg && m->call_args[lo].member &&
		    !m->call_args[lo].str)
			a = &m->call_args[lo];
	/* (whatever the caller writes into it: a setting holds for every
	 * test and every call, speex's 'st->count_lost', which the lost
	 * frames' code raises) */
	return a && usr_slot_value(m, a->member, a->value, v, NULL);
}

/* The value a configured setting of every bit gives the integer member
 * slot ("struct State.frame_size", walk.c field_slot()), plus off: 1 +
 * the setting's index, 0 if none does; *fid (if not NULL) the field's
 * identity.  The walker matched the unit's reads of the field to the
 * settings (by the structure's tag or a typedef of it): their slots. */
static unsigned usr_slot_value(const struct model *m, const char *slot,
			       int64_t off, int64_t *v, uint32_t *fid)
{
	for (unsigned k = 0; slot && k < m->nusr_fields; k++) {
		const struct usr_field *uf = &m->usr_fields[k];
		const struct user_setting *u = &m->usr[uf->idx];
		int64_t val = 0, mask = 0;
		if (!uf->slot || strcmp(uf->slot, slot) || u->mask != -1 ||
		    u->mask_name || !usr_resolved(m, uf, &val, &mask) ||
		    mask != -1 || __builtin_add_overflow(val, off, v))
			continue;
		if (fid)
			*fid = uf->field;
		return uf->idx + 1;
	}
	return 0;
}

bool model_usr_member_arg(const struct model *m, int ci, unsigned arg,
			  int64_t *v)
{
	return usr_member_arg(m, ci, arg, v);
}

static unsigned usr_param_value(const struct model *m, int f,
				const char *name, int64_t *v);

/* One round for pair i: every call of its function; true if it changed. */
static bool pval_round(struct pvals *pv, unsigned i)
{
	const struct model *m = pv->m;
	const char *fname = m->funcs[pv->v[i].func].name;
	unsigned lo = first_call(pv, fname);
	bool any = false, pending = false, usr = false;
	int64_t vlo = 0, vhi = 0;

	for (; lo < pv->ncalls && !strcmp(pv->calls[lo].name, fname); lo++) {
		int ci = pv->calls[lo].node;
		if (dead_call(m, ci))
			continue;
		const struct call_arg *a = pv->v[i].deref ? NULL :
			arg_of(m, ci, (unsigned)pv->v[i].param);
		int64_t a_lo, a_hi, k;
		if (pv->v[i].deref) {
			if (!model_arg_addr_const(m, ci, (unsigned)pv->v[i].param,
						  &k))
				goto failed;
			a_lo = a_hi = k;
		} else if (!a && m->nodes[ci].func >= 0 &&
		    model_arg_reaching_const(m, ci, (unsigned)pv->v[i].param, &k)) {
			/* a local a constant was last assigned to */
			a_lo = a_hi = k;
		} else if (!a && m->nodes[ci].func >= 0 &&
			   usr_member_arg(m, ci, (unsigned)pv->v[i].param, &k)) {
			/* a field a configured setting gives */
			a_lo = a_hi = k;
			usr = true;
		} else if (!a || m->nodes[ci].func < 0) {
			goto failed;
		} else if (!a->param) {
			a_lo = a->value;
			a_hi = a->ranged ? a->hi : a->value;
		} else if (usr_param_value(m, m->nodes[ci].func, a->param, &k)) {
			/* the caller's parameter a configured setting gives
			 * ('encode(len) = 159' passing 'len + 1') */
			if (__builtin_add_overflow(k, a->value, &a_lo))
				goto failed;
			a_hi = a_lo;
			usr = true;
		} else {
			/* pv->v may move: copy what is needed */
			struct pval *c = pval_of(pv, m->nodes[ci].func,
						 a->param_idx, a->param);
			if (c->state == PV_FAILED || c->written)
				goto failed;
			if (c->state == PV_PENDING) {
				pending = true;
				continue;
			}
			if (__builtin_add_overflow(c->lo, a->value, &a_lo) ||
			    __builtin_add_overflow(c->hi, a->value, &a_hi))
				goto failed;
			usr |= c->usr;
		}
		vlo = any && vlo < a_lo ? vlo : a_lo;
		vhi = any && vhi > a_hi ? vhi : a_hi;
		any = true;
	}
	if (pending || !any)	/* no call: nothing runs it */
		return false;
	pv->v[i].state = PV_KNOWN;
	pv->v[i].lo = vlo;
	pv->v[i].hi = vhi;
	pv->v[i].usr = usr;
	return true;
failed:
	pv->v[i].state = PV_FAILED;
	return true;
}

static void type_values(const struct mtype *t, int64_t *lo, int64_t *hi);

/* Does loop l's counter's type hold value x (an end it must reach)? */
static bool ctr_holds(const struct loop *l, int64_t x)
{
	if (!l->ctr_bits || l->ctr_bits >= 64)
		return true;
	struct mtype ct = { .kind = MT_INT, .bits = l->ctr_bits,
			    .is_unsigned = l->ctr_unsigned };
	int64_t lo, hi;
	type_values(&ct, &lo, &hi);
	return x >= lo && x <= hi;
}

/* The most passes of loop l with its parameter in v, false if none. */
static bool trip_at(const struct loop *l, const struct pval *v, uint64_t *t,
		    bool *exact)
{
	int64_t plo, phi;

	if (__builtin_add_overflow(v->lo, l->param_off, &plo) ||
	    __builtin_add_overflow(v->hi, l->param_off, &phi))
		return false;
	/* an end the counter's type cannot reach: the counter wraps or
	 * overflows before it ('unsigned char i < 300', 'int i' up to
	 * 4294967295) */
	if (!ctr_holds(l, plo) || !ctr_holds(l, phi))
		return false;
	if (l->param_start)
		return mop_trip_most(plo, phi, l->bound, l->bound, l->step,
				     l->cmp, l->ctr_unsigned, t, exact);
	return mop_trip_most(l->start, l->start, plo, phi, l->step, l->cmp,
			     l->ctr_unsigned, t, exact);
}

/* The values argument idx of call node ci passes, plus off, from the
 * settled pairs: false if not known. */
static bool call_arg_range(struct pvals *pv, int ci, int idx, int64_t off,
			   int64_t *lo, int64_t *hi)
{
	const struct call_arg *a = arg_of(pv->m, ci, (unsigned)idx);

	if (!a || pv->m->nodes[ci].func < 0)
		return false;
	if (!a->param) {
		*lo = a->value;
		*hi = a->ranged ? a->hi : a->value;
	} else {
		struct pval c = *pval_of(pv, pv->m->nodes[ci].func,
					 a->param_idx, a->param);
		if (c.state != PV_KNOWN || c.written || c.usr ||
		    __builtin_add_overflow(c.lo, a->value, lo) ||
		    __builtin_add_overflow(c.hi, a->value, hi))
			return false;
	}
	return !__builtin_add_overflow(*lo, off, lo) &&
	       !__builtin_add_overflow(*hi, off, hi);
}

/* Loop l of two parameter ends ('for (k = start; k < end; k++)' called
 * as (3, 63), (63, 127), ...): the most passes any call makes, each
 * call's ends taken together (the join of each end apart would pair 3
 * with 127). */
static bool two_ends_trip(struct pvals *pv, const struct loop *l, uint64_t *t,
			  bool *exact)
{
	const char *fname = pv->m->funcs[l->func].name;
	unsigned lo = first_call(pv, fname);
	bool any = false;

	*t = 0;
	*exact = true;
	for (; lo < pv->ncalls && !strcmp(pv->calls[lo].name, fname); lo++) {
		int ci = pv->calls[lo].node;
		int64_t slo, shi, blo, bhi;
		uint64_t ct;
		bool ce;
		const struct call_arg *as = arg_of(pv->m, ci, (unsigned)l->sparam);
		const struct call_arg *ab = arg_of(pv->m, ci, (unsigned)l->param);
		if (as && ab && as->param && ab->param &&
		    as->param_idx == ab->param_idx && !l->start_neg &&
		    !l->ctr_unsigned) {
			/* both ends one parameter of the caller ('blk(x, r, r +
			 * 8)'): the count is the offsets' whatever its value */
			if (__builtin_add_overflow(as->value, l->start_off, &slo) ||
			    __builtin_add_overflow(ab->value, l->param_off, &blo) ||
			    !mop_trip_most(slo, slo, blo, blo, l->step, l->cmp,
					   false, &ct, &ce))
				return false;
		} else if (!call_arg_range(pv, ci, l->sparam, l->start_off, &slo, &shi) ||
		    !mop_neg_range(l->start_neg, &slo, &shi) ||
		    !call_arg_range(pv, ci, l->param, l->param_off, &blo, &bhi) ||
		    !mop_trip_most(slo, shi, blo, bhi, l->step, l->cmp,
				   l->ctr_unsigned, &ct, &ce)) {
			return false;
		}
		*exact = *exact && ce && (!any || ct == *t);
		*t = ct > *t ? ct : *t;
		any = true;
	}
	return any;
}

/* Does loop l's count rest on parameters only (one end, or both ends
 * two parameters) that model_caller_trips() may settle?  Not when the
 * address of its counter is taken anywhere in the function ('int *pc =
 * &count;': a write through the pointer moves it). */
static bool by_params(const struct model *m, const struct loop *l)
{
	return l->param_name && l->func >= 0 && !l->trip_profiled &&
	       (!l->two_ends || l->sparam_name) &&
	       (!l->ivar || !model_var_addr_taken(m, l->func, l->ivar));
}

/* An if's test of a parameter against a constant (param_test()). */
struct param_test {
	int node;		/* the NK_IF */
	const char *name;	/* the parameter */
	int idx;		/* its index */
	enum mop op;		/* the comparison as 'param op k' */
	int64_t k;
	int64_t lo, hi;		/* the values the parameter's type holds */
	bool deref;		/* '*p', p a pointer parameter: what p points
				 * to */
};

/* The index of parameter 'name' of function f, -1 if none (the
 * parameters' declarations open the function's nodes: a scan of them
 * alone, not of the body). */
static int param_index(const struct model *m, int f, const char *name)
{
	for (int k = m->funcs[f].first_node, p = 0;
	     k < m->funcs[f].last_node && m->nodes[k].kind == NK_DECL &&
	     (m->nodes[k].flags & NF_PARAM); k++, p++)
		if (m->nodes[k].name && !strcmp(m->nodes[k].name, name))
			return p;
	return -1;
}

/*
 * The test of NK_IF node i when it compares a parameter of a static
 * function with a constant ('stride == 2', '4 < n'), into *pt.
 */
/* Node c past implicit conversions only: an explicit cast ('(uint8_t)x')
 * makes another value. */
static int skip_implicit(const struct model *m, int c)
{
	while (c >= 0 && m->nodes[c].kind == NK_CONV &&
	       (m->nodes[c].flags & NF_IMPLICIT))
		c = m->nodes[c].lhs.node;
	return c;
}

/* Does integer type dst hold every value of integer type src? */
static bool type_holds(const struct mtype *dst, const struct mtype *src)
{
	if (dst->kind != MT_INT || src->kind != MT_INT || !dst->bits || !src->bits)
		return false;
	return src->is_unsigned ? (dst->is_unsigned ? dst->bits >= src->bits :
					      dst->bits > src->bits) :
				  !dst->is_unsigned && dst->bits >= src->bits;
}

/* The values integer type t holds: a call's constant it cannot hold
 * converts (-1 into a uint8_t is 255). */
static void type_values(const struct mtype *t, int64_t *lo, int64_t *hi)
{
	unsigned bits = t->bits;

	if (bits >= 64 || !bits) {
		*lo = t->is_unsigned ? 0 : INT64_MIN;
		*hi = INT64_MAX;
	} else if (t->is_unsigned) {
		*lo = 0;
		*hi = (int64_t)((UINT64_C(1) << bits) - 1);
	} else {
		*lo = -(int64_t)(UINT64_C(1) << (bits - 1));
		*hi = (int64_t)((UINT64_C(1) << (bits - 1)) - 1);
	}
}

/* The test of NK_IF node i's condition, or of co, an operand of it (a
 * conjunct of its '&&'), when it compares a parameter with a constant;
 * of a static function's parameter only unless 'any' (the run's calls
 * decide those of other functions: model_param_arm()). */
static bool param_test_of(const struct model *m, int i,
			  const struct operand *co, bool any,
			  struct param_test *pt)
{
	const struct node *n = &m->nodes[i];
	int c = co->node >= 0 ? model_skip_conv(m, co->node) : -1;
	const struct node *t = c >= 0 ? &m->nodes[c] : NULL;

	/* (a goto or a case label may enter an arm; inline assembly may
	 * write the parameter) */
	if (!t || n->func < 0 || (!any && !m->funcs[n->func].is_static) ||
	    m->funcs[n->func].has_label || m->funcs[n->func].has_asm ||
	    model_in_switch(m, m->funcs[n->func].first_node, i))
		return false;
	/* an integer parameter as a truth value ('if (do_escape_coding)',
	 * 'if (!esc)'): 'param != 0', 'param == 0', whatever its type */
	bool neg = t->kind == NK_UNARY && t->op == MOP_LNOT;
	/* (through implicit conversions only: '(unsigned char)esc' tests
	 * another value than esc) */
	int b = skip_implicit(m, neg ? t->lhs.node : co->node);
	const struct operand *bo = neg ? &t->lhs : co;
	if (b >= 0 && m->nodes[b].kind == NK_REF && m->nodes[b].name &&
	    m->nodes[b].type.kind == MT_INT &&
	    /* (an integer cast makes no node: the operand's type says) */
	    !(bo->src_type.kind == MT_INT && !type_holds(&bo->src_type,
							  &m->nodes[b].type))) {
		const struct node *ref = &m->nodes[b];
		pt->deref = false;
		pt->idx = param_index(m, n->func, ref->name);
		if (pt->idx < 0)
			return false;
		pt->node = i;
		pt->name = ref->name;
		pt->k = 0;
		pt->op = neg ? MOP_EQ : MOP_NE;
		type_values(&ref->type, &pt->lo, &pt->hi);
		return true;
	}
	if (t->kind != NK_BINARY || t->op < MOP_LT || t->op > MOP_NE)
		return false;
	bool left = t->rhs.is_const;
	const struct operand *cst = left ? &t->rhs : &t->lhs;
	const struct operand *var = left ? &t->lhs : &t->rhs;
	int r = var->node;
	if (!cst->is_const || cst->type.kind != MT_INT || r < 0)
		return false;
	const struct node *ref = &m->nodes[r];
	/* '*p', p a pointer parameter (vorbis's 'if (*y1 >= 0)', every
	 * call passing '&y1' of a local set to -200): what p points to
	 * when the function starts, so a test before any call or store
	 * through memory, in no loop */
	pt->deref = ref->kind == NK_UNARY && ref->op == MOP_DEREF &&
		    ref->lhs.node >= 0;
	const struct node *val = ref;
	if (pt->deref) {
		int p = model_skip_conv(m, ref->lhs.node);
		if (p < 0 || m->nodes[p].kind != NK_REF ||
		    m->nodes[p].type.kind != MT_PTR || n->loop >= 0)
			return false;
		for (int k = m->funcs[n->func].first_node; k < i; k++) {
			const struct node *x = &m->nodes[k];
			/* a call, a store through memory, any use of the
			 * pointer (an atomic builtin's '__atomic_store_n(p,
			 * ...)' is no call node), a variable-length array
			 * (whose size expression the model does not walk) */
			if (x->kind == NK_CALL ||
			    ((x->flags & NF_STORE) && x->kind != NK_REF &&
			     x->kind != NK_DECL) ||
			    (x->kind == NK_REF && k != p && x->name &&
			     m->nodes[p].name &&
			     !strcmp(x->name, m->nodes[p].name)) ||
			    (x->kind == NK_DECL && (x->flags & NF_VLA)))
				return false;
		}
		ref = &m->nodes[p];
	}
	/* the parameter's value as C compares it: no cast in between (the
	 * type before the operand's own conversions is the parameter's),
	 * and a comparison in a signed type that holds every value of it
	 * ('k > 5u' compares -1 as UINT_MAX; 'stride == 2' of a uint8_t
	 * compares in int) */
	if (ref->kind != NK_REF || !ref->name || val->type.kind != MT_INT ||
	    var->src_type.kind != MT_INT ||
	    var->src_type.bits != val->type.bits ||
	    var->src_type.is_unsigned != val->type.is_unsigned ||
	    var->type.kind != MT_INT || var->type.is_unsigned ||
	    var->type.bits < val->type.bits + (val->type.is_unsigned ? 1 : 0) ||
	    cst->type.is_unsigned)
		return false;
	pt->idx = param_index(m, n->func, ref->name);
	if (pt->idx < 0)
		return false;
	pt->node = i;
	pt->name = ref->name;
	pt->k = cst->ival;
	/* as 'param op k' */
	pt->op = left ? (enum mop)t->op : mop_swapped((enum mop)t->op);
	type_values(&val->type, &pt->lo, &pt->hi);
	return true;
}

static bool param_test(const struct model *m, int i, struct param_test *pt)
{
	return param_test_of(m, i, &m->nodes[i].lhs, false, pt);
}

bool model_param_arm(const struct model *m, int i, struct model_parm *p)
{
	int f = m->nodes[i].func;

	if (f < 0)
		return false;
	for (int j = -1, arm; (j = next_if_holding(m, i, j, &arm)) >= 0;) {
		const struct node *n = &m->nodes[j];
		bool then = arm == 0;
		struct param_test pt;
		int c = model_skip_conv(m, n->lhs.node);
		const struct node *t = c >= 0 ? &m->nodes[c] : NULL;
		/* the whole condition; a conjunct for the then-arm, a
		 * disjunct for the else-arm */
		bool got = param_test_of(m, j, &n->lhs, true, &pt);
		unsigned want = then ? MOP_LAND : MOP_LOR;
		if (!got && t && t->kind == NK_BINARY && t->op == want)
			got = param_test_of(m, j, &t->lhs, true, &pt) ||
			      param_test_of(m, j, &t->rhs, true, &pt);
		if (!got || pt.deref || pt.idx < 0 || pt.idx > 15 ||
		    !model_param_fixed(m, f, pt.name))
			continue;
		*p = (struct model_parm){ j, then ? 0 : 1, pt.idx, pt.name,
			(unsigned char)pt.op, pt.k, pt.lo, pt.hi };
		return true;
	}
	return false;
}

/* Node i a divide of an integer constant by a parameter of a static
 * inline function, as C divides it (no cast in between): the parameter's
 * name and index, else false (NF_FOLDS). */
static bool const_div(const struct model *m, int i, const char **name, int *idx)
{
	const struct node *n = &m->nodes[i];

	if (n->kind != NK_BINARY || (n->op != MOP_DIV && n->op != MOP_REM) ||
	    n->func < 0 || !n->lhs.is_const || n->lhs.type.kind != MT_INT ||
	    n->rhs.node < 0 || (n->flags & NF_CONSTEXPR))
		return false;
	const struct function *fn = &m->funcs[n->func];
	if (!fn->is_static || !fn->is_inline || fn->has_asm || fn->has_label)
		return false;
	const struct node *ref = &m->nodes[n->rhs.node];
	if (ref->kind != NK_REF || !ref->name || ref->type.kind != MT_INT)
		return false;
	*idx = param_index(m, n->func, ref->name);
	*name = ref->name;
	return *idx >= 0;
}

/* Does 'v op k' hold for every v of [lo, hi] (1), for none (0), or for
 * some only (-1)? */
static int test_range(enum mop op, int64_t k, int64_t lo, int64_t hi);

int model_test_range(unsigned op, int64_t k, int64_t lo, int64_t hi)
{
	return test_range((enum mop)op, k, lo, hi);
}

static int test_range(enum mop op, int64_t k, int64_t lo, int64_t hi)
{
	switch (op) {
	case MOP_LT:
		return hi < k ? 1 : lo >= k ? 0 : -1;
	case MOP_LE:
		return hi <= k ? 1 : lo > k ? 0 : -1;
	case MOP_GT:
		return lo > k ? 1 : hi <= k ? 0 : -1;
	case MOP_GE:
		return lo >= k ? 1 : hi < k ? 0 : -1;
	case MOP_EQ:
		return lo == k && hi == k ? 1 : k < lo || k > hi ? 0 : -1;
	case MOP_NE:
		return lo == k && hi == k ? 0 : k < lo || k > hi ? 1 : -1;
	default:
		return -1;
	}
}

/* The named kind of count argument arg of call node ci passes
 * (model.named_args), 0 if none. */
static uint8_t named_arg_of(const struct model *m, int ci, unsigned arg)
{
	unsigned lo = 0, hi = m->nnamed_args;

	while (lo < hi) {
		unsigned mid = lo + (hi - lo) / 2;
		if (m->named_args[mid].call < ci)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (; lo < m->nnamed_args && m->named_args[lo].call == ci; lo++)
		if (m->named_args[lo].arg == arg)
			return m->named_args[lo].named;
	return 0;
}

/* Loop lp counts t passes (exact: for every value) by what its calls
 * pass, or by the configured setting usr (loop.trip_usr). */
static void caller_trip(struct loop *lp, uint64_t t, bool exact, unsigned usr)
{
	if (lp->param_upper) {
		/* the body moves the variable or leaves: a bound */
		if (!lp->trip_bounded || t < lp->trip)
			lp->trip_usr = usr;
		model_loop_at_most(lp, t);
		return;
	}
	if (!exact && lp->trip_bounded && lp->trip < t)
		return;	/* an array's extent bounds it tighter */
	lp->trip = t;
	lp->trip_callers = true;
	lp->trip_known = exact;
	lp->trip_usr = usr;
	if (lp->trip_known)
		lp->trip_bounded = lp->trip_upper = false;
}

/* The value a configured setting ('frame(n) = 160') gives parameter
 * 'name' of function f: 1 + the setting's index, 0 if none does (or f
 * changes the parameter, or holds inline assembly, which may). */
static unsigned usr_param_value_cd(const struct model *m, int f,
				   const char *name, int64_t *v, bool cd)
{
	if (f < 0 || !name || !m->nusr_fields || m->funcs[f].has_asm)
		return 0;
	for (unsigned k = 0; k < m->nusr_fields; k++) {
		const struct usr_field *uf = &m->usr_fields[k];
		int64_t mask;
		if (uf->param_of == f + 1 && m->usr[uf->idx].param &&
		    !strcmp(m->usr[uf->idx].param, name) &&
		    usr_resolved(m, uf, v, &mask) && mask == -1 &&
		    (model_param_fixed(m, f, name) ||
		     (cd && countdown_only(m, f, name))))
			return uf->idx + 1;
	}
	return 0;
}

static unsigned usr_param_value(const struct model *m, int f,
				const char *name, int64_t *v)
{
	return usr_param_value_cd(m, f, name, v, false);
}

bool model_usr_param(const struct model *m, int f, const char *name,
		     int64_t *v)
{
	return usr_param_value(m, f, name, v) != 0;
}

/* Does function f store into field fid (node.field) or take its
 * address?  With loop l (else -1): or, in l's body, call a function of
 * the unit that does ('shrink(st)': st->n--).  (A whole structure
 * stored or cleared, '*o = nx[i]', 'memset(o, 0, sizeof *o)', is not
 * told from another structure's: the setting holds there, as it does
 * for tests.) */
static bool field_changed_in(const struct model *m, int f, uint32_t fid,
			     int l)
{
	const struct function *fn = &m->funcs[f];
	int from = l >= 0 ? m->loops[l].first_node : fn->first_node;
	int to = l >= 0 ? m->loops[l].last_node : fn->last_node;

	for (int i = fn->first_node; i < fn->last_node; i++) {
		const struct node *n = &m->nodes[i];
		if (n->func != f)
			continue;
		if (n->kind == NK_MEMBER && n->field == fid &&
		    ((n->flags & NF_STORE) || model_addr_of(m, n)))
			return true;
		if (l < 0 || i < from || i >= to || n->kind != NK_CALL ||
		    !n->name)
			continue;
		for (unsigned g = 0; g < m->nfuncs; g++) {
			const struct function *gf = &m->funcs[g];
			if ((int)g == f || !gf->name || strcmp(gf->name, n->name))
				continue;
			/* (its writes of the field, not memory it clears:
			 * a filter clearing its own buffer) */
			if (field_changed_in(m, (int)g, fid, -1))
				return true;
		}
	}
	return false;
}

/* Loops bounded by an integer member a configured setting gives
 * ('for (i = 0; i < st->frame_size; i++)', 'State.frame_size = 160'):
 * that many passes, as the settings decide its tests. */
static void usr_member_trips(struct model *m)
{
	for (unsigned l = 0; l < m->nloops && m->nusr; l++) {
		struct loop *lp = &m->loops[l];
		int64_t val;
		uint64_t t;
		bool exact;
		if (!lp->bound_member || lp->param_name || lp->two_ends ||
		    lp->trip_known || lp->trip_profiled || lp->trip_callers ||
		    !lp->step_known || !lp->step || lp->func < 0 ||
		    (lp->ivar && model_var_addr_taken(m, lp->func, lp->ivar)))
			continue;
		uint32_t fid = 0;
		unsigned us = usr_slot_value(m, lp->bound_member, 0, &val, &fid);
		struct pval v = { .state = PV_KNOWN, .lo = val, .hi = val };
		/* (not a field its function writes or takes the address of,
		 * its own structure's or another's: 'st->left -= 2' in the
		 * body, 't.n = 4' before it) */
		if (us && !field_changed_in(m, lp->func, fid, (int)l) &&
		    trip_at(lp, &v, &t, &exact))
			caller_trip(lp, t, exact, us);
	}
}

void model_caller_trips(struct model *m)
{
	struct pvals pv = { .m = m };
	unsigned nl = 0, ntests = 0, captests = 0;
	struct param_test *tests = NULL, pt;

	usr_member_trips(m);

	/* (once per loop: the counter's address test scans the function) */
	bool *bp = xcalloc(m->nloops + 1, sizeof(*bp));
	for (unsigned l = 0; l < m->nloops; l++)
		nl += bp[l] = by_params(m, &m->loops[l]);
	unsigned ndivs = 0;
	for (unsigned i = 0; i < m->nnodes; i++) {
		const char *dn;
		int di;
		ndivs += const_div(m, (int)i, &dn, &di);
		if (m->nodes[i].kind != NK_IF || !param_test(m, (int)i, &pt))
			continue;
		if (ntests == captests)
			tests = xrealloc(tests, (captests = 2 * captests + 8) *
					 sizeof(*tests));
		tests[ntests++] = pt;
	}
	if (!nl && !ntests && !ndivs) {
		free(bp);
		return;
	}
	for (unsigned i = 0; i < m->nnodes; i++)
		if (m->nodes[i].kind == NK_CALL && !m->nodes[i].indirect &&
		    m->nodes[i].name)
			pv.ncalls++;
	pv.calls = xmalloc((pv.ncalls + 1) * sizeof(*pv.calls));
	pv.ncalls = 0;
	for (unsigned i = 0; i < m->nnodes; i++)
		if (m->nodes[i].kind == NK_CALL && !m->nodes[i].indirect &&
		    m->nodes[i].name)
			pv.calls[pv.ncalls++] = (struct named_call){
				m->nodes[i].name, (int)i };
	qsort(pv.calls, pv.ncalls, sizeof(*pv.calls), cmp_call_name);
	for (unsigned l = 0; l < m->nloops; l++) {
		const struct loop *lp = &m->loops[l];
		if (!bp[l])
			continue;
		pval_of(&pv, lp->func, lp->param, lp->param_name);
		if (lp->two_ends)
			pval_of(&pv, lp->func, lp->sparam, lp->sparam_name);
	}
	for (unsigned t = 0; t < ntests; t++)
		pval_of(&pv, m->nodes[tests[t].node].func, tests[t].idx,
			tests[t].name)->deref = tests[t].deref;
	/* rounds until nothing changes: a chain of n callers takes n */
	for (bool changed = true; changed;) {
		changed = false;
		for (unsigned i = 0; i < pv.n; i++)
			if (pv.v[i].state == PV_PENDING && pval_round(&pv, i))
				changed = true;
	}
	for (unsigned l = 0; l < m->nloops; l++) {
		struct loop *lp = &m->loops[l];
		if (!bp[l])
			continue;
		struct pval v = *pval_of(&pv, lp->func, lp->param,
					 lp->param_name), sv = { 0 };
		if (lp->two_ends)
			sv = *pval_of(&pv, lp->func, lp->sparam, lp->sparam_name);
		uint64_t t;
		bool exact;
		/* what the configuration says every call passes
		 * ('frame(n) = 160'), whatever the unit's calls pass */
		int64_t val;
		/* (a countdown's own step, 'while (n--)', is no change of
		 * what the calls pass: the setting counts that loop) */
		unsigned us = lp->two_ends ? 0 :
			      usr_param_value_cd(m, lp->func, lp->param_name,
						 &val, lp->param_countdown);
		if (us) {
			v = (struct pval){ .state = PV_KNOWN, .lo = val, .hi = val };
			/* (one the settings model does not hold, as it
			 * decides no test: the setting applies) */
			if (!m->usr_counted)
				m->usr_counted = xcalloc(m->nusr, 1);
			m->usr_counted[us - 1] = 1;
		}
		/* both ends parameters the settings give ('band(start) = 0',
		 * 'band(end) = 20'): the count of those two */
		int64_t sval;
		unsigned su = lp->two_ends && !lp->start_neg ?
			      usr_param_value(m, lp->func, lp->sparam_name, &sval) : 0;
		unsigned bu = su ? usr_param_value(m, lp->func, lp->param_name,
						   &val) : 0;
		int64_t slo, blo;
		if (su && bu &&
		    !__builtin_add_overflow(sval, lp->start_off, &slo) &&
		    !__builtin_add_overflow(val, lp->param_off, &blo) &&
		    ctr_holds(lp, slo) && ctr_holds(lp, blo) &&
		    mop_trip_most(slo, slo, blo, blo, lp->step, lp->cmp,
				  lp->ctr_unsigned, &t, &exact)) {
			caller_trip(lp, t, exact, bu);
			if (lp->trip_usr == bu)
				lp->trip_usr_start = su;
			continue;
		}
		/* (a parameter a countdown writes: that loop's count only) */
		if (v.state != PV_KNOWN || (v.written && !lp->param_countdown) ||
		    sv.written ||
		    (lp->two_ends ? sv.state != PV_KNOWN ||
		     !two_ends_trip(&pv, lp, &t, &exact) :
		     !trip_at(lp, &v, &t, &exact)))
			continue;
		/* (a configured value makes counts as it decides tests) */
		caller_trip(lp, t, exact, us ? us : v.usr || sv.usr ?
			    LOOP_USR_ARGS : 0);
	}
	/* loops still counted without a count of their own whose parameter
	 * every call of the unit passes a count of one named kind (wavpack's
	 * 'scan_int32_data(wps, buffer, mono ? sample_count : sample_count *
	 * 2)', 'while (num_values--)'): a loop of that kind */
	for (unsigned l = 0; l < m->nloops && m->nnamed_args; l++) {
		struct loop *lp = &m->loops[l];
		if (!bp[l] || lp->two_ends || lp->named ||
		    lp->trip_callers || lp->trip_known)
			continue;
		const struct function *fn = &m->funcs[lp->func];
		if (!fn->is_static || fn_taken(m, fn) ||
		    !model_loop_param_kept(m, lp))
			continue;
		unsigned c = first_call(&pv, fn->name), ncalls = 0;
		uint8_t kind = 0;
		for (; c < pv.ncalls && !strcmp(pv.calls[c].name, fn->name);
		     c++, ncalls++) {
			uint8_t k = named_arg_of(m, pv.calls[c].node,
						 (unsigned)lp->param);
			if (!k || (kind && k != kind)) {
				kind = 0;
				break;
			}
			kind = k;
		}
		if (kind && ncalls)
			lp->named = kind;
	}
	/* divides of a constant by a parameter every call passes as a
	 * constant of its own (not 0): each inlined copy folds */
	for (unsigned i = 0; i < m->nnodes && ndivs; i++) {
		const char *dn;
		int di;
		if (!const_div(m, (int)i, &dn, &di))
			continue;
		const struct function *fn = &m->funcs[m->nodes[i].func];
		if (fn_taken(m, fn) || !model_param_fixed(m, m->nodes[i].func, dn))
			continue;
		unsigned bits = m->nodes[m->nodes[i].rhs.node].type.bits;
		int64_t most = bits >= 2 && bits < 64 ?
			       (int64_t)((UINT64_C(1) << (bits - 1)) - 1) : INT32_MAX;
		unsigned c = first_call(&pv, fn->name), ncalls = 0, ndead = 0;
		bool all = true;
		for (; c < pv.ncalls && !strcmp(pv.calls[c].name, fn->name) && all;
		     c++) {
			if (dead_call(m, pv.calls[c].node)) {
				ndead++;
				continue;
			}
			ncalls++;
			const struct call_arg *a = arg_of(m, pv.calls[c].node,
							  (unsigned)di);
			all = a && !a->param && !a->ranged && a->value > 0 &&
			      a->value <= most;
		}
		/* (called only from functions nothing calls: never emitted
		 * either, as flac's alloc.h helpers in a file that calls
		 * none of them) */
		if (all && (ncalls || ndead))
			m->nodes[i].flags |= NF_FOLDS;
	}
	/* arms of tests of a parameter that no call's value takes */
	for (unsigned t = 0; t < ntests; t++) {
		const struct param_test *q = &tests[t];
		const struct node *n = &m->nodes[q->node];
		const struct pval *v = pval_of(&pv, n->func, q->idx, q->name);
		/* (the calls' values as the parameter holds them) */
		int h = v->state == PV_KNOWN && !v->written &&
			v->lo >= q->lo && v->hi <= q->hi ?
			test_range(q->op, q->k, v->lo, v->hi) : -1;
		/* (the then arm when it never holds, the else when it always
		 * does) */
		unsigned arm = h == 0 ? 0 : 1;
		if (h < 0 || (arm == 1 && !(n->arm_flags & ARM_ELSE)))
			continue;
		m->dead_arms = xrealloc(m->dead_arms, (m->ndead_arms + 1) *
					sizeof(*m->dead_arms));
		m->dead_arms[m->ndead_arms++] = (struct dead_arm){ q->node, arm,
			q->name, v->lo, v->hi, q->deref, v->usr };
	}
	free(tests);
	free(pv.calls);
	free(pv.v);
	free(bp);
}

/* The elements of the array argument 'arg' of call ci when it is an array
 * of known extent of elements of 'elem' bytes ('ps->ipd_index[env]', an
 * int8_t[17]), else 0. */
static uint64_t arg_extent(const struct model *m, int ci, unsigned arg,
			   uint32_t elem)
{
	int args[16];

	if (arg >= 16 || model_call_args_at(m, ci, args, arg + 1) <= arg ||
	    args[arg] < 0)
		return 0;
	const struct node *a = &m->nodes[args[arg]];
	while (a->kind == NK_CONV && a->lhs.node >= 0 && a->type.kind != MT_ARRAY)
		a = &m->nodes[a->lhs.node];
	if (a->type.kind != MT_ARRAY || !a->type.size || !elem ||
	    (a->kind == NK_MEMBER && (a->flags & NF_TRAILING)))
		return 0;
	return a->type.size / elem;
}

/* The text, without blanks, of the expression node i; NULL if none. */
static char *squeezed(const struct model *m, int i)
{
	if (i < 0)
		return NULL;
	char *t = model_node_text(m, &m->nodes[i]), *o = t;
	for (const char *p = t; p && *p; p++)
		if (*p != ' ' && *p != '\t' && *p != '\n')
			*o++ = *p;
	if (o)
		*o = 0;
	return t;
}

/* For every node, the innermost if whose condition or arms hold it, or -1:
 * one pass with a stack of the open ifs (their extents nest).  Caller
 * frees. */
static int *enclosing_ifs(const struct model *m)
{
	int *e = xmalloc((m->nnodes + 1) * sizeof(*e));
	int *st = xmalloc((m->nnodes + 1) * sizeof(*st));
	unsigned ns = 0;

	for (unsigned k = 0; k < m->nnodes; k++) {
		while (ns) {
			const struct node *g = &m->nodes[st[ns - 1]];
			int end = (g->arm_flags & ARM_ELSE) ? g->arm_end[1] :
				  g->arm_end[0];
			if (end > (int)k && g->func == m->nodes[k].func)
				break;
			ns--;
		}
		e[k] = ns ? st[ns - 1] : -1;
		if (m->nodes[k].kind == NK_IF)
			st[ns++] = (int)k;
	}
	free(st);
	return e;
}

/* Is node k in an arm of an if of [from, k) whose condition reads
 * variable v ('if (ml1 > MAX_M) ml1 = MAX_M;', a clamp)?  encl: the
 * enclosing_ifs() table. */
static bool in_clamp(const struct model *m, const int *encl, const char *v,
		     int from, int k)
{
	for (int j = encl[k]; j >= from; j = encl[j]) {
		const struct node *g = &m->nodes[j];
		for (int c = model_sub_first(m, g->lhs.node);
		     c >= 0 && c <= g->lhs.node; c++)
			if (m->nodes[c].kind == NK_REF && m->nodes[c].name &&
			    !strcmp(m->nodes[c].name, v))
				return true;
	}
	return false;
}

/* Does node n write variable v: 'int v = x', 'v = x', 'v += x', 'v++'? */
static bool writes_name(const struct model *m, const struct node *n,
			const char *v)
{
	if (n->kind == NK_DECL)
		return n->name && !strcmp(n->name, v);
	if (!((n->kind == NK_BINARY && n->op == MOP_ASSIGN) ||
	      n->kind == NK_ASSIGN_OP ||
	      (n->kind == NK_UNARY && (n->op == MOP_PREINC ||
	       n->op == MOP_PREDEC || n->op == MOP_POSTINC ||
	       n->op == MOP_POSTDEC))) || n->lhs.node < 0)
		return false;
	const struct node *t = &m->nodes[n->lhs.node];
	return t->kind == NK_REF && t->name && !strcmp(t->name, v);
}

/* The value last assigned to variable v in nodes [from, to) of loop l: the
 * right operand of 'v = x' or the initializer of 'int v = x', a clamp of
 * it aside; -1. */
static int last_set(const struct model *m, const int *encl, const char *v,
		    int from, int to, int l)
{
	for (int k = to - 1; k >= from; k--) {
		const struct node *n = &m->nodes[k];
		if (n->loop != l || !writes_name(m, n, v))
			continue;
		if (n->kind == NK_DECL)
			return n->rhs.node;
		if (n->kind != NK_UNARY && in_clamp(m, encl, v, from, k))
			continue;
		if (n->kind == NK_BINARY)
			return n->rhs.node;
		return -1;	/* moved, not set */
	}
	return -1;
}

/* The text of expression node i, a local of loop p's body resolved to
 * what the body set it to before node 'to'. */
static char *band_edge(const struct model *m, const int *encl, int i, int p,
		       int to)
{
	int x = model_skip_conv(m, i);
	if (x >= 0 && m->nodes[x].kind == NK_REF && m->nodes[x].name) {
		int d = last_set(m, encl, m->nodes[x].name,
				 m->loops[p].first_node, to, p);
		if (d >= 0)
			x = model_skip_conv(m, d);
	}
	return squeezed(m, x);
}

/* The bound B of for loop lp's condition 'v < B' (its comparison, v its
 * induction variable), or -1. */
static int cond_bound(const struct model *m, const struct loop *lp)
{
	for (int k = lp->first_node; lp->ivar && k < lp->last_node; k++) {
		const struct node *n = &m->nodes[k];
		if (n->stmt_begin != m->nodes[lp->first_node].stmt_begin)
			break;
		int x = n->kind == NK_BINARY && n->op == lp->cmp ?
			model_skip_conv(m, n->lhs.node) : -1;
		if (x >= 0 && m->nodes[x].kind == NK_REF && m->nodes[x].name &&
		    !strcmp(m->nodes[x].name, lp->ivar))
			return n->rhs.node;
	}
	return -1;
}

/* How many variables named v function fn declares. */
static unsigned name_decls(const struct model *m, int fn, const char *v)
{
	const struct function *f = &m->funcs[fn];
	unsigned c = 0;

	for (int i = f->first_node; i < f->last_node; i++)
		c += m->nodes[i].kind == NK_DECL && m->nodes[i].name &&
		     !strcmp(m->nodes[i].name, v);
	return c;
}

/* The declaration of v in function fn if it is the only one there and
 * declares a local or a parameter; -1 if v is a global or names two
 * variables of fn (one shadows the other: a match by name could mix
 * them). */
static int sole_local(const struct model *m, int fn, const char *v)
{
	int d = model_sole_decl(m, fn, v);

	return d >= 0 && !(m->nodes[d].flags & NF_GLOBAL) ? d : -1;
}

/* May node x write or have another effect ('x++', 'a = b', a call, a
 * volatile access)? */
static bool effect(const struct node *x)
{
	return x->kind == NK_CALL || x->kind == NK_ASSIGN_OP ||
	       (x->flags & NF_STORE) || x->type.is_volatile ||
	       (x->kind == NK_BINARY && x->op == MOP_ASSIGN) ||
	       (x->kind == NK_UNARY && x->op >= MOP_PREINC &&
		x->op <= MOP_POSTDEC);
}

/* Are the subtrees [fa, a] and [fb, b] the same nodes node for node (at
 * the same bytes if bytes), with no effect? */
static bool same_subtree(const struct model *m, int fa, int a, int fb, int b,
			 bool bytes)
{
	if (a - fa != b - fb)
		return false;
	for (int k = 0; k <= a - fa; k++) {
		const struct node *x = &m->nodes[fa + k], *y = &m->nodes[fb + k];
		if (x->kind != y->kind || x->op != y->op || x->file != y->file ||
		    (bytes && (x->begin != y->begin || x->end != y->end)) ||
		    x->type.kind != y->type.kind || x->type.bits != y->type.bits ||
		    x->type.is_unsigned != y->type.is_unsigned || effect(x) ||
		    effect(y) || (x->name != y->name && (!x->name || !y->name ||
		    strcmp(x->name, y->name))) ||
		    x->lhs.is_const != y->lhs.is_const ||
		    x->rhs.is_const != y->rhs.is_const ||
		    (x->lhs.is_const && x->lhs.ival != y->lhs.ival) ||
		    (x->rhs.is_const && x->rhs.ival != y->rhs.ival) ||
		    (x->lhs.node >= 0) != (y->lhs.node >= 0) ||
		    (x->lhs.node >= 0 && x->lhs.node - fa != y->lhs.node - fb) ||
		    (x->rhs.node >= 0) != (y->rhs.node >= 0) ||
		    (x->rhs.node >= 0 && x->rhs.node - fa != y->rhs.node - fb))
			return false;
	}
	return true;
}

/* Does call node c call a function of the unit that only reads memory: a
 * body that calls nothing and stores only into its own automatic locals
 * (opus's 'celt_maxabs16(pcm, n)', a loop over a buffer)? */
static int unit_function(const struct model *m, const char *name);

static bool read_only_call(const struct model *m, const struct node *c)
{
	int f = c->kind == NK_CALL && !c->indirect ? unit_function(m, c->name) : -1;

	if (f < 0)
		return false;
	for (int k = m->funcs[f].first_node; k < m->funcs[f].last_node; k++) {
		const struct node *x = &m->nodes[k];
		if (x->kind == NK_CALL || x->type.is_volatile ||
		    ((x->flags & NF_STORE) && (x->kind != NK_REF ||
		     (x->flags & NF_GLOBAL_REF))) ||
		    (x->kind == NK_REF && model_addr_of(m, x)))
			return false;
	}
	return true;
}

/*
 * Divide i ('blocksize / b') recomputes divide j of an earlier statement
 * of its function: the same operands node for node, j on every path to i
 * (the same loop, in no if arm i is not in, not conditional within its
 * expression, no label between), and between them, on the paths that
 * reach i (an if arm ending in 'continue', 'return', 'break' or 'goto'
 * that does not hold i is not one), no write of a variable it reads, no
 * store through memory or call when it reads memory or a global (a call
 * of a function of the unit that only reads is none), no call when a
 * variable it reads has its address taken.  flac's
 * process_subframe_: 'if (blocksize/b <= ...) { ...; continue; }' then
 * 'blocksize/b/2': one divide.
 */
static bool recomputes(const struct model *m, int j, int i, int fj, int fi,
		       unsigned char *off)
{
	const struct node *a = &m->nodes[j], *b = &m->nodes[i];
	int f = b->func;

	if (a->func != f || a->loop != b->loop || a->stmt_end > b->stmt_begin ||
	    a->file != b->file || (m->funcs[f].has_label) ||
	    !same_subtree(m, fj, j, fi, i, false) ||
	    model_conditional_operand(m, j) ||
	    !model_same_arms(m, m->funcs[f].first_node, j, i))
		return false;
	/* the arms between that end in a jump and do not hold i, and the
	 * then arm of an if-else whose else arm holds i */
	int n = fi - j;
	memset(off, 0, (size_t)n);
	for (int q = j + 1; q < fi; q++) {
		const struct node *x = &m->nodes[q];
		if (x->kind != NK_IF)
			continue;
		bool in_else = (x->arm_flags & ARM_ELSE) && i >= x->arm_end[0] &&
			       i < x->arm_end[1];
		for (int k = 0; k < 2; k++) {
			int lo = k ? x->arm_end[0] : q + 1, hi = x->arm_end[k];
			if (hi <= lo || (i >= lo && i < hi) ||
			    (!(x->arm_jump >> k & 1) && !(k == 0 && in_else)))
				continue;
			for (int r = lo; r < hi && r < fi; r++)
				off[r - j] = 1;
		}
	}
	/* what it reads */
	bool mem = false, taken = false;
	for (int k = fj; k <= j; k++) {
		const struct node *x = &m->nodes[k];
		if (x->kind == NK_MEMBER || x->kind == NK_SUBSCRIPT ||
		    (x->kind == NK_UNARY && x->op == MOP_DEREF) ||
		    (x->flags & NF_GLOBAL_REF))
			mem = true;
		if (x->kind == NK_REF && x->name &&
		    model_name_addr_taken(m, x->name, m->funcs[f].first_node,
					  m->funcs[f].last_node))
			taken = true;
	}
	for (unsigned k = 0; k < m->nlabels; k++)
		if (m->labels[k].from > j && m->labels[k].from <= i)
			return false;
	for (int q = j + 1; q < fi; q++) {
		const struct node *x = &m->nodes[q];
		if (off[q - j])
			continue;
		if (x->type.is_volatile)
			return false;
		if (x->kind == NK_CALL && (mem || taken) && !read_only_call(m, x))
			return false;
		if (!(x->flags & NF_STORE))
			continue;
		/* the target of i's own assignment: stored after its value */
		const struct node *p = x->parent >= 0 ? &m->nodes[x->parent] : NULL;
		if (p && x->stmt_begin == b->stmt_begin &&
		    x->stmt_end == b->stmt_end && p->lhs.node == q &&
		    (p->kind == NK_ASSIGN_OP ||
		     (p->kind == NK_BINARY && p->op == MOP_ASSIGN)))
			continue;
		if (x->kind != NK_REF)
			return false;	/* a store through memory */
		for (int k = fj; k <= j; k++)
			if (m->nodes[k].kind == NK_REF && m->nodes[k].name &&
			    x->name && !strcmp(m->nodes[k].name, x->name))
				return false;
	}
	return true;
}

#define RECENT_DIVIDES 64

static int recomp_cmp(const void *a, const void *b)
{
	const struct model_recomp *x = a, *y = b;

	return x->orig != y->orig ? (x->orig > y->orig) - (x->orig < y->orig) :
				    (x->copy > y->copy) - (x->copy < y->copy);
}

void model_mark_copies(struct model *m)
{
	unsigned char *off = NULL;
	unsigned caprecomps = 0;
	int cap = 0;
	/* the function's last divides (a ring): the earlier ones a divide
	 * may recompute -- a bounded look back, not a scan of the nodes
	 * before each divide (a macro of 2^19 divides in one statement) */
	int recent[RECENT_DIVIDES], func = -1;
	unsigned nrecent = 0;

	for (unsigned i = 0; i < m->nnodes; i++) {
		const struct node *n = &m->nodes[i];
		if (n->kind != NK_BINARY || (n->op != MOP_DIV && n->op != MOP_REM) ||
		    n->func < 0 || (n->flags & NF_COPY) || n->begin >= n->end)
			continue;
		if (n->func != func) {
			func = n->func;
			nrecent = 0;
		}
		int fi = model_sub_first(m, (int)i);
		unsigned have = nrecent < RECENT_DIVIDES ? nrecent : RECENT_DIVIDES;
		for (unsigned r = 1; r <= have; r++) {
			int j = recent[(nrecent - r) % RECENT_DIVIDES];
			const struct node *x = &m->nodes[j];
			if (x->op != n->op || (x->flags & NF_COPY) ||
			    x->stmt_end > n->stmt_begin || j >= fi)
				continue;
			int fj = model_sub_first(m, j);
			if (fi - j > cap) {
				cap = 2 * (fi - j) + 64;
				off = xrealloc(off, (size_t)cap);
			}
			if (!recomputes(m, j, (int)i, fj, fi, off))
				continue;
			for (int k = fi; k <= (int)i; k++)
				m->nodes[k].flags |= NF_COPY;
			if (m->nrecomps == caprecomps) {
				caprecomps = 2 * caprecomps + 8;
				m->recomps = xrealloc(m->recomps, caprecomps *
						      sizeof(*m->recomps));
			}
			m->recomps[m->nrecomps++] =
				(struct model_recomp){ j, (int)i };
			break;
		}
		if (!(n->flags & NF_COPY))
			recent[nrecent++ % RECENT_DIVIDES] = (int)i;
	}
	free(off);
	if (m->nrecomps > 1)
		qsort(m->recomps, m->nrecomps, sizeof(*m->recomps), recomp_cmp);

	/* from the last node back: a subtree's root (after its nodes) is
	 * marked with the whole subtree before its nodes are looked at, so a
	 * macro doubled n times costs n passes over its expansion, not n^2
	 * (tests/cli_repro.sh's macro20) */
	for (unsigned i = m->nnodes; i-- > 0;) {
		const struct node *n = &m->nodes[i];
		/* an operation with an extent of its own (a leaf alone is no
		 * work), not marked yet */
		if ((n->kind != NK_BINARY && n->kind != NK_UNARY &&
		     n->kind != NK_CONV) || n->begin >= n->end ||
		    (n->flags & NF_COPY) || n->func < 0)
			continue;
		int fi = model_sub_first(m, (int)i);
		/* an earlier node of the full expression at the same bytes
		 * (a macro's copies are near each other: a bounded look back,
		 * not the square of a generated 30 KB statement) */
		int lo = fi - 4 * ((int)i - fi + 1) - 64;
		for (int j = fi - 1; j >= 0 && j >= lo; j--) {
			const struct node *x = &m->nodes[j];
			if (x->stmt_begin != n->stmt_begin ||
			    x->stmt_end != n->stmt_end || x->file != n->file ||
			    x->func != n->func)
				break;
			if (effect(x))
				break;	/* (between them, or in it) */
			if (x->kind != n->kind || x->op != n->op ||
			    x->begin != n->begin || x->end != n->end ||
			    (x->flags & NF_COPY))
				continue;
			int fj = model_sub_first(m, j);
			if (!same_subtree(m, fj, j, fi, (int)i, true))
				continue;
			for (int k = fi; k <= (int)i; k++)
				m->nodes[k].flags |= NF_COPY;
			break;
		}
	}
}

/* The two arms of a minimum at node i ('a < b ? a : b', min(a, b) of a
 * macro: at most either arm), into a[2]; false for anything else. */
static bool min_arms(const struct model *m, int i, int a[2])
{
	const struct node *n = model_unconv(m, i);

	if (!n || n->kind != NK_COND || n->cond < 0 || n->lhs.node < 0 ||
	    n->rhs.node < 0)
		return false;
	const struct node *c = model_unconv(m, n->cond);
	if (!c || c->kind != NK_BINARY || c->lhs.node < 0 || c->rhs.node < 0)
		return false;
	/* 'x < y ? x : y', 'y > x ? x : y': the true arm the smaller */
	int lo = c->op == MOP_LT || c->op == MOP_LE ? c->lhs.node :
		 c->op == MOP_GT || c->op == MOP_GE ? c->rhs.node : -1;
	int hi = lo == c->lhs.node ? c->rhs.node : c->lhs.node;
	if (lo < 0 || !model_text_equal(m, model_skip_conv(m, lo),
					model_skip_conv(m, n->lhs.node)) ||
	    !model_text_equal(m, model_skip_conv(m, hi),
			      model_skip_conv(m, n->rhs.node)))
		return false;
	a[0] = n->lhs.node;
	a[1] = n->rhs.node;
	return true;
}

void model_mark_partitions(struct model *m)
{
	int *encl = NULL;

	for (unsigned l = 0; l < m->nloops; l++) {
		struct loop *lp = &m->loops[l];
		int p = lp->parent;
		if (lp->kind != LOOP_FOR || p < 0 || !lp->ivar ||
		    !m->loops[p].ivar || !lp->step_known || lp->step != 1 ||
		    lp->trip_known || (lp->cmp != MOP_LT && lp->cmp != MOP_NE) ||
		    lp->func < 0 || m->funcs[lp->func].has_label ||
		    sole_local(m, lp->func, lp->ivar) < 0)
			continue;
		int b = cond_bound(m, lp);
		if (b < 0)
			continue;
		if (!encl)
			encl = enclosing_ifs(m);
		/* the start: what the init set the variable to */
		int s = last_set(m, encl, lp->ivar, m->loops[p].first_node,
				 lp->first_node, p);
		if (s < 0)
			continue;
		/* the bound, or either arm of a minimum of it and another
		 * value ('min(swb_offset[sfb+1], swb_offset_max)', faad2's
		 * ms_decode: a clamp of the edge, as 'if (ml2 > MAX_M)') */
		int bs[3] = { b, -1, -1 };
		min_arms(m, model_skip_conv(m, b), bs + 1);
		char *st = band_edge(m, encl, s, p, lp->first_node);
		char k0[80], k1[80], k2[80];
		snprintf(k0, sizeof(k0), "[%s]", m->loops[p].ivar);
		snprintf(k1, sizeof(k1), "[%s+1]", m->loops[p].ivar);
		snprintf(k2, sizeof(k2), "[1+%s]", m->loops[p].ivar);
		const char *at = NULL;
		for (const char *q = st ? strstr(st, k0) : NULL; q; q = strstr(q + 1, k0))
			at = q;		/* the last '[k]' */
		for (int e = 0; e < 3 && at && bs[e] >= 0 && !lp->partition; e++) {
			char *bd = band_edge(m, encl, bs[e], p, lp->first_node);
			size_t pre = (size_t)(at - st), l0 = strlen(k0);
			for (int v = 0; bd && v < 2 && !lp->partition; v++) {
				const char *kk = v ? k2 : k1;
				size_t lk = strlen(kk);
				lp->partition = strlen(bd) == strlen(st) - l0 + lk &&
						!strncmp(bd, st, pre) &&
						!strncmp(bd + pre, kk, lk) &&
						!strcmp(bd + pre + lk, at + l0);
			}
			free(bd);
		}
		free(st);
	}
	free(encl);
}

/* --- bounds from clamps ---------------------------------------------- */

/* A range of integers; an end that is not known is INT64_MIN or INT64_MAX. */
struct irange {
	int64_t lo, hi;
};

static const struct irange ANY = { INT64_MIN, INT64_MAX };

static int64_t sat_add(int64_t a, int64_t b)
{
	if (a == INT64_MIN || a == INT64_MAX)
		return a;
	if ((b > 0 && a > INT64_MAX - b) || (b < 0 && a < INT64_MIN - b))
		return b > 0 ? INT64_MAX : INT64_MIN;
	return a + b;
}

/* The range of expression node i where variable v has range cur: a
 * constant, v itself, or v (or a constant) with a constant added,
 * subtracted, multiplied by or divided by a positive constant; anything
 * else is ANY. */
static struct irange eval_range(const struct model *m, int i, const char *v,
				struct irange cur, unsigned depth)
{
	i = model_skip_conv(m, i);
	if (i < 0 || depth > 8)
		return ANY;
	const struct node *n = &m->nodes[i];
	if (n->flags & NF_CONSTEXPR)
		return ANY;	/* folded: its value is its operand's */
	if (n->kind == NK_REF && n->name && !strcmp(n->name, v))
		return cur;
	if (n->kind != NK_BINARY)
		return ANY;
	bool rc = n->rhs.is_const && n->rhs.node < 0;
	bool lc = n->lhs.is_const && n->lhs.node < 0;
	/* a constant on the left of '+' or '*' ('2 * N') */
	bool swap = lc && !rc && (n->op == MOP_ADD || n->op == MOP_MUL);
	const struct operand *vo = swap ? &n->rhs : &n->lhs;
	struct irange a = !swap && lc ? (struct irange){ n->lhs.ival, n->lhs.ival } :
			  eval_range(m, vo->node, v, cur, depth + 1);
	if (!rc && !swap)
		return ANY;
	int64_t k = swap ? n->lhs.ival : n->rhs.ival;
	switch (n->op) {
	case MOP_ADD:
		return (struct irange){ sat_add(a.lo, k), sat_add(a.hi, k) };
	case MOP_SUB:
		return k == INT64_MIN ? ANY :
		       (struct irange){ sat_add(a.lo, -k), sat_add(a.hi, -k) };
	case MOP_MUL:
		if (k <= 0 || k > (1 << 20))
			return ANY;
		return (struct irange){
			a.lo == INT64_MIN || a.lo < INT64_MIN / k ? INT64_MIN : a.lo * k,
			a.hi == INT64_MAX || a.hi > INT64_MAX / k ? INT64_MAX : a.hi * k };
	case MOP_DIV:
		if (k <= 0)
			return ANY;
		return (struct irange){ a.lo == INT64_MIN ? INT64_MIN : a.lo / k,
					a.hi == INT64_MAX ? INT64_MAX : a.hi / k };
	default:
		return ANY;
	}
}

/* Does write k run on some paths only, where no if's arm says so: in the
 * body of a switch of nodes [from, k), or in an operand of '&&', '||' or
 * '?:' ('c && (n = 1000);')? */
static bool cond_write(const struct model *m, int from, int k)
{
	if (model_in_switch(m, from, k))
		return true;
	for (int p = m->nodes[k].parent; p >= 0; p = m->nodes[p].parent) {
		const struct node *q = &m->nodes[p];
		if (q->kind == NK_COND || (q->kind == NK_BINARY &&
		    (q->op == MOP_LAND || q->op == MOP_LOR)))
			return true;
	}
	return false;
}

/* r as a variable of type t holds it: ANY if a known end is outside the
 * type's range (the value wrapped, or was cut by a conversion); an
 * unknown low end of an unsigned type is 0. */
static struct irange fit_type(struct irange r, const struct mtype *t)
{
	if (t->kind != MT_INT || !t->bits || t->bits > 64)
		return ANY;
	int64_t lo, hi;
	if (t->is_unsigned) {
		lo = 0;
		hi = t->bits >= 63 ? INT64_MAX :
		     (int64_t)((UINT64_C(1) << t->bits) - 1);
	} else {
		hi = t->bits >= 64 ? INT64_MAX :
		     (int64_t)((UINT64_C(1) << (t->bits - 1)) - 1);
		lo = -hi - 1;
	}
	if ((r.lo != INT64_MIN && r.lo < lo) || (r.hi != INT64_MAX && r.hi > hi))
		return ANY;
	if (r.lo == INT64_MIN && t->is_unsigned)
		r.lo = 0;
	return r;
}

/* Does the condition of if g compare variable v with constant c so that
 * it holds above c (+1: 'v > c', 'v >= c', 'c < v') or below it (-1)? */
static int clamp_side(const struct model *m, const struct node *g,
		      const char *v, int64_t c)
{
	int t = model_skip_conv(m, g->lhs.node);
	if (t < 0)
		return 0;
	const struct node *n = &m->nodes[t];
	if (n->kind != NK_BINARY || n->op < MOP_LT || n->op > MOP_GE)
		return 0;
	int l = model_skip_conv(m, n->lhs.node), r = model_skip_conv(m, n->rhs.node);
	bool up = n->op == MOP_GT || n->op == MOP_GE;
	if (l >= 0 && m->nodes[l].kind == NK_REF && m->nodes[l].name &&
	    !strcmp(m->nodes[l].name, v) && n->rhs.is_const && n->rhs.ival == c)
		return up ? 1 : -1;
	if (r >= 0 && m->nodes[r].kind == NK_REF && m->nodes[r].name &&
	    !strcmp(m->nodes[r].name, v) && n->lhs.is_const && n->lhs.ival == c)
		return up ? -1 : 1;
	return 0;
}

/* Is lp a for loop stepping by 1 from a constant to below (or up to, or,
 * with ne, not equal to) a bound its header reads, its count not yet
 * settled, in a function no goto can bring back to it with any value? */
static bool unit_for(const struct model *m, const struct loop *lp, bool ne)
{
	return lp->kind == LOOP_FOR && !lp->trip_known && !lp->trip_profiled &&
	       !lp->trip_callers && lp->ivar && lp->step_known &&
	       lp->step == 1 && lp->start_known && !lp->bound_var &&
	       (lp->cmp == MOP_LT || lp->cmp == MOP_LE ||
		(ne && lp->cmp == MOP_NE)) &&
	       lp->func >= 0 && !m->funcs[lp->func].has_label;
}

static bool reads_name(const struct model *m, int e, const char *name);

/* Is loop a -1 (the function's body) or a loop around loop l? */
static bool loop_around(const struct model *m, int a, int l)
{
	for (int p = m->loops[l].parent; ; p = m->loops[p].parent) {
		if (p == a)
			return true;
		if (p < 0)
			return false;
	}
}

void model_clamp_bounds(struct model *m)
{
	int *encl = NULL;

	for (unsigned l = 0; l < m->nloops; l++) {
		struct loop *lp = &m->loops[l];
		if (!unit_for(m, lp, true))
			continue;	/* a goto back could bring any value */
		int rb = cond_bound(m, lp), b = model_skip_conv(m, rb);
		if (b < 0 || m->nodes[b].kind != NK_REF || !m->nodes[b].name ||
		    (m->nodes[b].flags & NF_GLOBAL_REF))
			continue;
		const char *v = m->nodes[b].name;
		const struct function *fn = &m->funcs[lp->func];
		int decl = sole_local(m, lp->func, v);
		if (decl < 0 || !strcmp(v, lp->ivar) ||
		    model_name_addr_taken(m, v, fn->first_node, fn->last_node))
			continue;
		/* not written in the loop, nor after it in a loop around it
		 * (the next pass of that loop would bring the value back) */
		int top = (int)l;
		while (m->loops[top].parent >= 0)
			top = m->loops[top].parent;
		bool moved = false;
		for (int k = lp->first_node; k < m->loops[top].last_node && !moved; k++) {
			const struct node *n = &m->nodes[k];
			moved = n->kind == NK_REF && (n->flags & NF_STORE) &&
				n->name && !strcmp(n->name, v);
		}
		if (moved)
			continue;
		if (!encl)
			encl = enclosing_ifs(m);
		/* its range where the loop starts, from the writes before it
		 * in order: an assignment at the loop's own level, or in a
		 * loop around it (speex's 'N' clamped before the subvector
		 * loop around 'j < N'), sets it, one in an arm, a switch or an
		 * operand of '&&' may or may not run (the union), a clamp
		 * ('if (N > 10) N = 10;') cuts it, any other write (one in a
		 * loop the loop is not in) loses it; a value its type cannot
		 * hold wrapped */
		const struct mtype *vt = &m->nodes[decl].type;
		struct irange cur = fit_type(ANY, vt);
		/* the loop of the last write that set the value afresh: a
		 * write in another loop that reads the variable ('N = N +
		 * 10' in a loop around the loop) adds to it on every pass */
		int anchor = -1;
		for (int k = fn->first_node; k < lp->first_node; k++) {
			const struct node *n = &m->nodes[k];
			if (!writes_name(m, n, v))
				continue;
			if (n->kind == NK_ASSIGN_OP || n->kind == NK_UNARY ||
			    (n->kind == NK_DECL && !n->rhs.is_const &&
			     n->rhs.node < 0)) {
				cur = fit_type(ANY, vt);	/* moved, or no initializer */
				anchor = n->loop;
				continue;
			}
			const struct operand *o = &n->rhs;
			bool self = !(o->is_const && o->node < 0) &&
				    reads_name(m, o->node, v);
			struct irange x = fit_type(o->is_const && o->node < 0 ?
				(struct irange){ o->ival, o->ival } :
				self && n->loop >= 0 && n->loop != anchor ? ANY :
				eval_range(m, o->node, v, cur, 0), vt);
			int g = encl[k] >= fn->first_node ? encl[k] : -1;
			bool maybe = cond_write(m, fn->first_node, k);
			/* an if around the write's own if that ends before the
			 * loop ('if (c) { if (n > 10) n = 10; }'): it may not run */
			for (int j = g >= 0 ? encl[g] : -1; !maybe && j >= fn->first_node;
			     j = encl[j]) {
				const struct node *o = &m->nodes[j];
				int end = (o->arm_flags & ARM_ELSE) ? o->arm_end[1] :
					  o->arm_end[0];
				maybe = end <= lp->first_node;
			}
			if (!loop_around(m, n->loop, (int)l)) {
				cur = fit_type(ANY, vt);	/* in another loop */
			} else if (!maybe && (g < 0 || m->nodes[g].loop != n->loop)) {
				cur = x;
				if (!self)
					anchor = n->loop;
			} else {
				const struct node *gi = g >= 0 ? &m->nodes[g] : NULL;
				int side = gi && !maybe && o->is_const && o->node < 0 ?
					   clamp_side(m, gi, v, o->ival) : 0;
				/* a clamp: the arm is this assignment alone */
				bool alone = side && gi->arm_end[0] == k + 1 &&
					     !(gi->arm_flags & ARM_ELSE);
				if (alone && side > 0 && cur.hi > o->ival)
					cur.hi = o->ival;
				else if (alone && side < 0 && cur.lo < o->ival)
					cur.lo = o->ival;
				else if (!alone)
					cur = (struct irange){ x.lo < cur.lo ? x.lo : cur.lo,
							       x.hi > cur.hi ? x.hi : cur.hi };
			}
		}
		/* a comparison done unsigned takes a negative bound for a
		 * large one */
		int64_t span;
		if (cur.hi == INT64_MAX ||
		    (m->nodes[rb].type.is_unsigned && cur.lo < 0) ||
		    __builtin_sub_overflow(cur.hi, lp->start, &span) ||
		    __builtin_add_overflow(span, (int64_t)(lp->cmp == MOP_LE), &span))
			continue;
		uint64_t t = span > 0 ? (uint64_t)span : 1;
		if (!lp->trip_bounded || t < lp->trip) {
			lp->trip = t;
			lp->trip_bounded = true;
		}
	}
	free(encl);
}

/* The largest value of variable v that condition c (or its negation,
 * !holds: an else arm) lets through, in *hi: 'v < K', 'v <= K', 'E + v
 * < K' with E unsigned or a constant >= 0 (a count of what is there,
 * flac's 'num_apodizations + tukey_parts < 32'), either side of an '&&'
 * that holds, of an '||' that fails.  False if it bounds nothing. */
static bool guard_hi(const struct model *m, int c, const char *v, bool holds,
		     unsigned depth, int64_t *hi)
{
	c = model_skip_conv(m, c);
	if (c < 0 || depth > 8)
		return false;
	const struct node *n = &m->nodes[c];
	if (n->kind != NK_BINARY)
		return false;
	if (n->op == (holds ? MOP_LAND : MOP_LOR)) {
		int64_t a, b;
		bool ka = guard_hi(m, n->lhs.node, v, holds, depth + 1, &a);
		bool kb = guard_hi(m, n->rhs.node, v, holds, depth + 1, &b);
		*hi = ka && kb ? (a < b ? a : b) : ka ? a : b;
		return ka || kb;
	}
	/* X < K, K > X, X <= K, K >= X; failing: X >= K, X > K, ... */
	enum mop op = (enum mop)n->op;
	bool kr = n->rhs.is_const, kl = n->lhs.is_const;
	if (kr == kl)
		return false;
	int x = kr ? n->lhs.node : n->rhs.node;
	int64_t k = kr ? n->rhs.ival : n->lhs.ival;
	if (kl)	/* K op X as X op' K */
		op = mop_swapped(op);
	if (!holds)
		op = op == MOP_LT ? MOP_GE : op == MOP_GE ? MOP_LT :
		     op == MOP_LE ? MOP_GT : op == MOP_GT ? MOP_LE : MOP_NONE;
	if (op != MOP_LT && op != MOP_LE)
		return false;
	int64_t lim = op == MOP_LT ? k - 1 : k, add = 0;
	x = model_skip_conv(m, x);
	const struct node *xn = x >= 0 ? &m->nodes[x] : NULL;
	if (xn && xn->kind == NK_BINARY && xn->op == MOP_ADD) {
		/* v plus something never negative */
		int a = model_skip_conv(m, xn->lhs.node), b = model_skip_conv(m, xn->rhs.node);
		const struct operand *other = NULL;
		if (model_is_ref(m, a, v)) {
			other = &xn->rhs;
			x = a;
		} else if (model_is_ref(m, b, v)) {
			other = &xn->lhs;
			x = b;
		}
		if (!other)
			return false;
		if (other->is_const && other->ival >= 0)
			add = other->ival;
		else if (other->is_const || !other->src_type.is_unsigned)
			return false;
		xn = &m->nodes[x];
	}
	if (!model_is_ref(m, x, v))
		return false;
	/* integers compared, no conversion on the way narrower than v
	 * ('(short)v < 8', 'v < 7.5' of a float v bound nothing) */
	if (n->lhs.type.kind != MT_INT || n->rhs.type.kind != MT_INT ||
	    xn->type.kind != MT_INT)
		return false;
	for (int q = m->nodes[x].parent; q >= 0 && q != c; q = m->nodes[q].parent)
		if (m->nodes[q].kind == NK_CONV &&
		    (m->nodes[q].type.kind != MT_INT ||
		     m->nodes[q].type.bits < xn->type.bits))
			return false;
	*hi = lim - add;
	return true;
}

/*
 * Bounds from guards: a for loop from a constant to below a local v that
 * neither the loop nor anything after the guard writes, in an arm of an if
 * whose condition bounds v ('if (n + parts < 32) for (m = 0; m < parts;
 * m++)'): at most that many passes (trip_bounded: a bound, the count stays
 * assumed).
 */
/* The least upper bound the ifs around loop lp (encl: enclosing_ifs())
 * put on variable v by their conditions, v not declared anew nor written
 * from the condition on to the end of the loops around lp inside the arm
 * (their next pass would bring it back) -- lp's own nodes left out when
 * own_step (a countdown's condition writes it) --; INT64_MAX if none. */
static int64_t guards_best(const struct model *m, const struct loop *lp,
			   const char *v, const int *encl, bool own_step)
{
	const struct function *fn = &m->funcs[lp->func];
	int64_t best = INT64_MAX;

	for (int j = encl[lp->first_node]; j >= fn->first_node; j = encl[j]) {
		const struct node *g = &m->nodes[j];
		bool then = lp->first_node < g->arm_end[0];
		int64_t hi;
		if (g->kind != NK_IF || !guard_hi(m, g->lhs.node, v, then, 0, &hi))
			continue;
		int end = lp->last_node;
		for (int q = lp->parent; q >= 0 && m->loops[q].first_node > j;
		     q = m->loops[q].parent)
			if (m->loops[q].last_node > end)
				end = m->loops[q].last_node;
		int start = model_sub_first(m, g->lhs.node);
		bool moved = false;
		for (int k = start >= 0 ? start : j; k < end && !moved; k++) {
			const struct node *n = &m->nodes[k];
			if (own_step && k >= lp->first_node && k < lp->last_node)
				continue;
			moved = n->name && !strcmp(n->name, v) &&
				(n->kind == NK_DECL ||
				 (n->kind == NK_REF && (n->flags & NF_STORE)));
		}
		if (!moved && hi < best)
			best = hi;
	}
	return best;
}

/*
 * A countdown of a signed local or parameter in its condition ('while
 * (--bytecnt)',
 * 'while (n--)', 'while (n-- > 0)'), its only write in the loop, in an arm
 * of an if whose condition bounds it from above with no write between
 * (wavpack's channel-mask bytes, 'if (bytecnt >= 6) ... else while
 * (--bytecnt)': at most 4 passes): at most that start's passes, a bound.
 */
static void countdown_guard(struct model *m, struct loop *lp, int **encl)
{
	if (!lp->cond_countdown || lp->start_known || lp->trip_known ||
	    lp->trip_profiled || lp->trip_callers || !lp->ivar ||
	    lp->func < 0 || m->funcs[lp->func].has_label)
		return;
	const struct function *fn = &m->funcs[lp->func];
	/* one declaration of the name in the function (a block's own 'int
	 * gv' beside a global one a call may write) */
	int dv = model_sole_decl(m, lp->func, lp->ivar);
	if (dv < 0 || m->nodes[dv].type.kind != MT_INT ||
	    m->nodes[dv].type.is_unsigned ||
	    model_name_addr_taken(m, lp->ivar, fn->first_node, fn->last_node))
		return;
	/* its one write in the loop: the condition's step; no reference to
	 * a global of the name */
	unsigned writes = 0;
	for (int k = lp->first_node; k < lp->last_node; k++) {
		const struct node *n = &m->nodes[k];
		if (n->name && !strcmp(n->name, lp->ivar) &&
		    (n->kind == NK_DECL ||
		     (n->kind == NK_REF && (n->flags & NF_STORE))))
			writes++;
		if (n->kind == NK_REF && n->name && !strcmp(n->name, lp->ivar) &&
		    (n->flags & NF_GLOBAL_REF))
			return;
	}
	if (writes != 1)
		return;
	if (!*encl)
		*encl = enclosing_ifs(m);
	int64_t best = guards_best(m, lp, lp->ivar, *encl, true);
	/* from at most best: best - bound passes, one less stepped first
	 * (a guard below the bound, 'v < -2', lets a countdown that never
	 * meets it run on: no bound) */
	int64_t span;
	if (best == INT64_MAX || best < lp->bound ||
	    __builtin_sub_overflow(best, lp->bound, &span) ||
	    __builtin_sub_overflow(span, (int64_t)lp->cond_pre, &span))
		return;
	uint64_t t = span > 0 ? (uint64_t)span : 0;
	if (!lp->trip_bounded || t < lp->trip) {
		lp->trip = t;
		lp->trip_bounded = true;
		lp->guarded = true;
	}
}

void model_guard_bounds(struct model *m)
{
	int *encl = NULL;

	for (unsigned l = 0; l < m->nloops; l++) {
		struct loop *lp = &m->loops[l];
		countdown_guard(m, lp, &encl);
		if (!unit_for(m, lp, false))
			continue;
		int rb = cond_bound(m, lp), b = model_skip_conv(m, rb);
		if (b < 0 || m->nodes[b].kind != NK_REF || !m->nodes[b].name ||
		    (m->nodes[b].flags & NF_GLOBAL_REF) ||
		    /* compared unsigned, a negative v is a large bound */
		    m->nodes[rb].type.is_unsigned || m->nodes[b].type.is_unsigned)
			continue;
		int dv = model_decl_of(m, lp->func, lp->ivar);
		if (dv < 0 || m->nodes[dv].type.kind != MT_INT ||
		    m->nodes[dv].type.is_unsigned)
			continue;
		const char *v = m->nodes[b].name;
		const struct function *fn = &m->funcs[lp->func];
		if (!strcmp(v, lp->ivar) ||
		    model_name_addr_taken(m, v, fn->first_node, fn->last_node))
			continue;
		if (!encl)
			encl = enclosing_ifs(m);
		int64_t best = guards_best(m, lp, v, encl, false);
		int64_t span;
		if (best == INT64_MAX ||
		    __builtin_sub_overflow(best, lp->start, &span) ||
		    __builtin_add_overflow(span, (int64_t)(lp->cmp == MOP_LE), &span))
			continue;
		uint64_t t = span > 0 ? (uint64_t)span : 0;
		if (!lp->trip_bounded || t < lp->trip) {
			lp->trip = t;
			lp->trip_bounded = true;
			lp->guarded = true;
		}
	}
	free(encl);
}

/* The variable a member chain 'p->q->n' starts from (p's NK_REF), or
 * NULL. */
static const struct node *chain_base(const struct model *m, const struct node *c)
{
	while (c && c->kind == NK_MEMBER && c->lhs.node >= 0)
		c = model_unconv(m, c->lhs.node);
	return c && c->kind == NK_REF && c->name ? c : NULL;
}

/* Do nodes [from, to) write counter c (node ci, with base variable b) only
 * by '++', pass b to no call, write no variable of the array's ('ab', its
 * base: 'p->buf[p->n++]' with 'p = p->next' indexes another array every
 * pass) and declare neither anew? */
static bool only_grows(const struct model *m, int from, int to, int ci,
		       const struct node *b, const struct node *ab)
{
	const struct node *c = &m->nodes[ci];

	for (int j = from; j < to; j++) {
		const struct node *x = &m->nodes[j];
		if (x->name && (x->kind == NK_DECL || (x->kind == NK_REF &&
		    ((x->flags & NF_STORE) || model_addr_of(m, x)))) &&
		    ab && ab != b && !strcmp(x->name, ab->name))
			return false;
		if (x->kind == NK_REF && x->name && !strcmp(x->name, b->name) &&
		    ((x->flags & NF_STORE) || model_addr_of(m, x)) && b->kind == NK_REF &&
		    c->kind == NK_MEMBER)
			return false;	/* the counter's structure moves */
		if (x->kind == NK_DECL && x->name && !strcmp(x->name, b->name))
			return false;
		if (x->kind == NK_CALL && c->kind == NK_MEMBER)
			for (int k = model_sub_first(m, j); k >= 0 && k < j; k++)
				if (m->nodes[k].kind == NK_REF && m->nodes[k].name &&
				    !strcmp(m->nodes[k].name, b->name))
					return false;
		if (x->kind != c->kind || !x->name || strcmp(x->name, c->name) ||
		    (j != ci && c->kind == NK_MEMBER && !model_text_equal(m, j, ci)))
			continue;
		const struct node *p = x->parent >= 0 ? &m->nodes[x->parent] : NULL;
		if (model_addr_of(m, x))
			return false;
		if ((x->flags & NF_STORE) && !(p && p->kind == NK_UNARY &&
		    p->lhs.node == j && (p->op == MOP_PREINC || p->op == MOP_POSTINC)))
			return false;
	}
	return true;
}

void model_append_caps(struct model *m)
{
	for (unsigned l = 0; l < m->nloops; l++) {
		struct loop *lp = &m->loops[l];
		if (lp->func < 0 || lp->trip_known || lp->trip_profiled || lp->skips)
			continue;
		const struct function *fn = &m->funcs[lp->func];
		for (int i = lp->first_node; i < lp->last_node; i++) {
			const struct node *n = &m->nodes[i];
			if (n->kind != NK_SUBSCRIPT || n->loop != (int)l ||
			    n->lhs.node < 0 || n->rhs.node < 0 || !n->type.size)
				continue;
			const struct node *a = &m->nodes[n->lhs.node];
			int ii = model_skip_conv(m, n->rhs.node);
			if (a->type.kind != MT_ARRAY || !a->type.size ||
			    (a->kind == NK_MEMBER && (a->flags & NF_TRAILING)) || ii < 0)
				continue;
			const struct node *inc = &m->nodes[ii];
			if (inc->kind != NK_UNARY || inc->lhs.node < 0 ||
			    (inc->op != MOP_POSTINC && inc->op != MOP_PREINC))
				continue;
			int ci = inc->lhs.node;
			const struct node *c = &m->nodes[ci];
			const struct node *b = chain_base(m, c);
			/* the array: a variable or a member chain from one */
			const struct node *ab = chain_base(m, a);
			uint64_t extent = a->type.size / n->type.size;
			/* a narrow unsigned counter wraps within the extent; a
			 * one-element array is the old way to write 'x[]' */
			if (!b || !ab || !c->name || (b->flags & NF_GLOBAL_REF) ||
			    c->type.kind != MT_INT ||
			    extent < 2 ||
			    (c->type.is_unsigned && c->type.bits < 64 &&
			     (UINT64_C(1) << c->type.bits) <= extent) ||
			    model_name_addr_taken(m, b->name, fn->first_node,
						  fn->last_node) ||
			    model_in_switch(m, lp->first_node, i) ||
			    !model_loop_runs_always(m, (int)l, i) ||
			    !only_grows(m, lp->first_node, lp->last_node, ci, b, ab))
				continue;
			/* the outermost loop from whose entry on it only grows */
			int top = (int)l;
			for (int q = lp->parent; q >= 0; q = m->loops[q].parent) {
				if (!only_grows(m, m->loops[q].first_node,
						m->loops[q].last_node, ci, b, ab))
					break;
				top = q;
			}
			/* k steps of c on every pass: extent / k passes */
			uint64_t k = 0;
			for (int j = lp->first_node; j < lp->last_node; j++) {
				const struct node *x = &m->nodes[j];
				k += x->kind == NK_UNARY && x->lhs.node >= 0 &&
				     x->loop == (int)l &&
				     (x->op == MOP_POSTINC || x->op == MOP_PREINC) &&
				     m->nodes[x->lhs.node].kind == c->kind &&
				     m->nodes[x->lhs.node].name &&
				     !strcmp(m->nodes[x->lhs.node].name, c->name) &&
				     (x->lhs.node == ci ||
				      model_text_equal(m, x->lhs.node, ci)) &&
				     model_loop_runs_always(m, (int)l, j);
			}
			/* k steps a pass: every k-th element, from any start */
			uint64_t cap = k > 1 ? (extent + k - 1) / k : extent;
			if (cap && (!lp->append_cap || cap < lp->append_cap)) {
				lp->append_cap = cap;
				lp->append_top = top;
			}
		}
	}
}

/* Does use i of a variable let its address out: anything but indexed,
 * a member taken, through the array's conversion to a pointer? */
static bool use_escapes(const struct model *m, int i)
{
	int c, p = model_user(m, i, &c);

	if (p < 0 || m->nodes[p].lhs.node != c ||
	    (m->nodes[p].kind != NK_SUBSCRIPT &&
	     !(m->nodes[p].kind == NK_MEMBER && !(m->nodes[p].flags & NF_ARROW))))
		return true;
	/* the access the chain ends in: 'T[1]' of a T[4][8] is a row, a
	 * pointer where it is used; '&T[2]', '&s.f' an element's address */
	int top = p;
	for (int q = m->nodes[p].parent; q >= 0; q = m->nodes[q].parent) {
		const struct node *x = &m->nodes[q];
		if (x->kind == NK_UNARY && x->op == MOP_ADDROF)
			return true;
		if ((x->kind == NK_SUBSCRIPT || (x->kind == NK_MEMBER &&
		     !(x->flags & NF_ARROW))) && x->lhs.node == top)
			top = q;
		else if (x->kind != NK_CONV)
			break;
	}
	return m->nodes[top].type.kind == MT_ARRAY;
}

void model_mark_unescaped(struct model *m)
{
	/* the names some use lets out, sorted for lookups */
	const char **out = NULL;
	size_t n = 0, cap = 0;

	for (unsigned i = 0; i < m->nnodes; i++) {
		const struct node *x = &m->nodes[i];
		if (x->kind != NK_REF || !x->name || !(x->flags & NF_GLOBAL_REF) ||
		    (!model_addr_of(m, x) && !use_escapes(m, (int)i)))
			continue;
		if (n == cap)
			out = xrealloc(out, (cap = cap ? 2 * cap : 16) * sizeof(*out));
		out[n++] = x->name;
	}
	/* scalars and arrays of numbers only: a structure's pointer members
	 * reach other memory under its name ('st.hist[i]') */
	for (unsigned i = 0; i < m->nnodes; i++) {
		struct node *d = &m->nodes[i];
		if (d->kind != NK_DECL || !d->name || (d->flags & NF_PARAM) ||
		    (d->flags & (NF_GLOBAL | NF_INTERNAL)) !=
		    (NF_GLOBAL | NF_INTERNAL) ||
		    (d->type.kind != MT_INT && d->type.kind != MT_FLOAT))
			continue;
		bool esc = false;
		for (size_t k = 0; k < n && !esc; k++)
			esc = !strcmp(out[k], d->name);
		for (unsigned k = 0; k < m->ninit_vars && !esc; k++)
			esc = !strcmp(m->init_vars[k], d->name);
		if (!esc)
			d->flags |= NF_UNESCAPED;
	}
	free(out);
}

void model_caller_extents(struct model *m)
{
	struct named_call *calls = NULL;
	unsigned ncalls = 0;
	bool made = false;

	for (unsigned l = 0; l < m->nloops; l++) {
		struct loop *lp = &m->loops[l];
		if (lp->func < 0 || lp->trip_known || lp->trip_profiled ||
		    lp->trip_callers || !lp->ivar || !lp->step_known ||
		    lp->step != 1 || lp->bound_var || lp->resumed ||
		    (lp->start_known && lp->start < 0))
			continue;
		const struct function *fn = &m->funcs[lp->func];
		if (!fn->is_static || fn_taken(m, fn))
			continue;
		/* 'p[i]' of a pointer parameter on every iteration */
		int idx = -1;
		uint32_t elem = 0;
		int64_t off = 0;	/* 'p[i + 1]': the index's offset */
		for (int i = lp->first_node; i < lp->last_node && idx < 0; i++) {
			const struct node *n = &m->nodes[i];
			if (n->kind != NK_SUBSCRIPT || n->loop != (int)l ||
			    n->lhs.node < 0 || n->rhs.node < 0 || !n->type.size)
				continue;
			const struct node *b = &m->nodes[n->lhs.node];
			const struct node *x = model_index_var(m, &m->nodes[n->rhs.node],
							       &off);
			if (b->kind != NK_REF || !b->name || b->type.kind != MT_PTR ||
			    !x || strcmp(x->name, lp->ivar) ||
			    (lp->start_known ? lp->start : 0) + off < 0 ||
			    !model_loop_runs_always(m, (int)l, i))
				continue;
			/* the pointer as passed: not moved nor replaced */
			if (!model_param_fixed(m, lp->func, b->name))
				continue;
			idx = model_param_index(m, lp->func, b->name,
						m->funcs[lp->func].last_node);
			elem = n->type.size;
		}
		if (idx < 0)
			continue;
		if (!made) {
			for (unsigned i = 0; i < m->nnodes; i++)
				ncalls += m->nodes[i].kind == NK_CALL &&
					  !m->nodes[i].indirect && m->nodes[i].name;
			calls = xmalloc((ncalls + 1) * sizeof(*calls));
			ncalls = 0;
			for (unsigned i = 0; i < m->nnodes; i++)
				if (m->nodes[i].kind == NK_CALL &&
				    !m->nodes[i].indirect && m->nodes[i].name)
					calls[ncalls++] = (struct named_call){
						m->nodes[i].name, (int)i };
			qsort(calls, ncalls, sizeof(*calls), cmp_call_name);
			made = true;
		}
		/* every call passes an array of known extent */
		unsigned lo = 0, hi = ncalls;
		while (lo < hi) {
			unsigned mid = lo + (hi - lo) / 2;
			if (strcmp(calls[mid].name, fn->name) < 0)
				lo = mid + 1;
			else
				hi = mid;
		}
		uint64_t most = 0;
		bool all = lo < ncalls && !strcmp(calls[lo].name, fn->name);
		for (; all && lo < ncalls && !strcmp(calls[lo].name, fn->name); lo++) {
			uint64_t e = arg_extent(m, calls[lo].node, (unsigned)idx, elem);
			if (!e)
				all = false;
			else if (e > most)
				most = e;
		}
		if (!all)
			continue;
		/* the first index: the start plus the offset (an unknown
		 * start, any index: at most the extent's passes) */
		uint64_t start = lp->start_known ? (uint64_t)(lp->start + off) : 0;
		uint64_t t = most > start ? most - start : 0;
		if (!lp->trip_bounded || t < lp->trip) {
			lp->trip = t;
			lp->trip_bounded = true;
		}
	}
	free(calls);
}

unsigned model_call_args(const struct model *m, int ci, int *args,
			 unsigned max)
{
	unsigned n = 0;

	for (int j = model_sub_first(m, ci); j < ci && n < max; j++)
		if (m->nodes[j].parent == ci && (m->nodes[j].flags & NF_CALL_ARG))
			args[n++] = j;
	return n;
}

unsigned model_call_args_at(const struct model *m, int ci, int *args,
			    unsigned max)
{
	unsigned n = 0;

	for (unsigned k = 0; k < max; k++)
		args[k] = -1;
	for (int j = model_sub_first(m, ci); j < ci; j++) {
		const struct node *x = &m->nodes[j];
		if (x->parent != ci || !(x->flags & NF_CALL_ARG) || !x->argpos ||
		    x->argpos > max)
			continue;
		args[x->argpos - 1] = j;
		n = x->argpos > n ? x->argpos : n;
	}
	return n;
}

int model_user(const struct model *m, int i, int *c)
{
	int p = m->nodes[i].parent;

	*c = i;
	while (p >= 0 && m->nodes[p].kind == NK_CONV) {
		*c = p;
		p = m->nodes[p].parent;
	}
	return p;
}

int model_next_use(const struct model *m, int func, const char *name,
		   int *at, int *c, int *user)
{
	const struct function *f = &m->funcs[func];

	for (int i = *at; i < f->last_node; i++) {
		const struct node *n = &m->nodes[i];
		if (n->kind != NK_REF || !n->name || strcmp(n->name, name))
			continue;
		*at = i + 1;
		*user = model_user(m, i, c);
		return i;
	}
	*at = f->last_node;
	return -1;
}

int model_sole_decl(const struct model *m, int func, const char *name)
{
	if (func < 0 || !name)
		return -1;
	const struct function *f = &m->funcs[func];
	int d = -1;

	for (int i = f->first_node; i < f->last_node; i++) {
		const struct node *n = &m->nodes[i];
		if (n->kind != NK_DECL || !n->name || strcmp(n->name, name))
			continue;
		if (d >= 0)
			return -1;
		d = i;
	}
	return d;
}

bool model_in_switch(const struct model *m, int from, int i)
{
	for (unsigned k = 0; k < m->nswitches && m->switches[k].from <= i; k++)
		if (m->switches[k].from >= from && m->switches[k].to > i)
			return true;
	return false;
}

bool model_text_equal(const struct model *m, int a, int b)
{
	if (a < 0 || b < 0)	/* (no node: a converted constant's) */
		return false;
	char *x = model_node_text(m, &m->nodes[a]);
	char *y = model_node_text(m, &m->nodes[b]);
	bool same = !strcmp(x, y);

	free(x);
	free(y);
	return same;
}

/* Does call node p, an inline helper (function.inline_leaf: no call, no
 * loop) the array whose decay c is passed to, only read and write through
 * the pointer it gets ('DCT3_6_unscaled(out_re1, input_re1)', faad2's
 * hybrid filters: 'y[0] = ...', 'x[3]'), keeping no copy of it anywhere?
 * Then passing the array lets no pointer reach it after the call. */
static bool helper_keeps_none(const struct model *m, int c, int p)
{
	const struct node *cn = &m->nodes[c];
	const struct function *fn = model_inline_callee(m, &m->nodes[p]);
	int decls[32];

	if (!fn || !(cn->flags & NF_CALL_ARG) || !cn->argpos || cn->argpos > 32)
		return false;
	unsigned nd = model_param_decls(m, fn, decls, 32);
	if (cn->argpos > nd || !m->nodes[decls[cn->argpos - 1]].name)
		return false;
	const char *pname = m->nodes[decls[cn->argpos - 1]].name;
	for (int k = fn->first_node; k < fn->last_node; k++) {
		const struct node *x = &m->nodes[k];
		if (x->kind == NK_DECL && x->name && !strcmp(x->name, pname) &&
		    k != decls[cn->argpos - 1])
			return false;	/* shadowed: not followed */
		if (x->kind != NK_REF || !x->name || strcmp(x->name, pname))
			continue;
		/* an element of a scalar type: not a row that decays to a
		 * pointer ('y[1]' of 'float (*y)[4]'), not a structure whose
		 * member's address may be taken ('&y[0].x') */
		int cc, u = model_user(m, k, &cc);
		if ((x->flags & NF_STORE) || u < 0 || m->nodes[u].lhs.node != cc ||
		    !(m->nodes[u].kind == NK_SUBSCRIPT ||
		      (m->nodes[u].kind == NK_UNARY && m->nodes[u].op == MOP_DEREF)) ||
		    (m->nodes[u].type.kind != MT_INT && m->nodes[u].type.kind != MT_FLOAT))
			return false;
		int q = m->nodes[u].parent;
		if (q >= 0 && m->nodes[q].kind == NK_UNARY && m->nodes[q].op == MOP_ADDROF)
			return false;	/* '&y[2]' */
	}
	return true;
}

/* Is call node p one of the C library's memory and string functions,
 * which read or write through the pointers they get and keep none of
 * them ('memset(surround_dynalloc, 0, n)', opus's OPUS_CLEAR)? */
static bool libc_keeps_none(const struct model *m, int p)
{
	static const char *const names[] = {
		"memset", "memcpy", "memmove", "memcmp", "bzero", "strlen",
		"strcmp", "strncmp", "strcpy", "strncpy", "strcat", "strncat",
	};
	const char *n = m->nodes[p].name;

	if (!n || m->nodes[p].indirect)
		return false;
	if (!strncmp(n, "__builtin_", 10))
		n += 10;
	for (size_t k = 0; k < sizeof(names) / sizeof(names[0]); k++)
		if (!strcmp(n, names[k]))
			return true;
	return false;
}

bool model_exclusive(const struct model *m, int from, int a, int b)
{
	int lo = a < b ? a : b, hi = a < b ? b : a;

	for (int j = from; j < lo; j++) {
		const struct node *y = &m->nodes[j];
		if (y->kind != NK_IF || !(y->arm_flags & ARM_ELSE) ||
		    hi >= y->arm_end[1])
			continue;
		if (lo < y->arm_end[0] && hi >= y->arm_end[0])
			return true;
	}
	/* a label after lo's up to hi's of a switch holding both, which no
	 * code falls into (labels are stored in the order they start) */
	for (unsigned k = 0; k < m->nlabels && m->labels[k].from <= hi; k++) {
		const struct case_label *l = &m->labels[k];
		if (l->from <= lo || l->falls_in)
			continue;
		const struct node_range *r = &m->switches[l->sw];
		if (!r->stray && r->from <= lo && hi < r->to)
			return true;
	}
	return false;
}

/* Does the address of the variable called name leave before node end: a
 * use that is no element or member access of it?  With 'at' (>= 0, the
 * loop the question is for), a local array's uses on no path with 'at'
 * (the other arm of an if-else, another case of a switch) do not count:
 * each call has its own array. */
static bool escapes_before(const struct model *m, int func,
			   const char *name, int end, int at_loop)
{
	if (func < 0 || !name)
		return true;
	int d = -2;	/* the declaration, looked up at the first escape */
	for (int at = m->funcs[func].first_node, i, c, p;
	     (i = model_next_use(m, func, name, &at, &c, &p)) >= 0 && i < end;) {
		if (p >= 0 && m->nodes[p].kind == NK_CALL &&
		    (helper_keeps_none(m, c, p) ||
		     ((m->nodes[c].flags & NF_CALL_ARG) && libc_keeps_none(m, p))))
			continue;
		int q = p >= 0 ? m->nodes[p].parent : -1;
		if (p >= 0 && m->nodes[p].lhs.node == c &&
		    (m->nodes[p].kind == NK_SUBSCRIPT ||
		     (m->nodes[p].kind == NK_MEMBER && !(m->nodes[p].flags & NF_ARROW))) &&
		    !(q >= 0 && m->nodes[q].kind == NK_UNARY && m->nodes[q].op == MOP_ADDROF))
			continue;	/* an element or member of it */
		/* an escape ('use(buf)', '&buf[2]'): not on the loop's path? */
		if (d == -2)
			d = at_loop >= 0 ? model_decl_of(m, func, name) : -1;
		if (d >= 0 && !(m->nodes[d].flags & (NF_GLOBAL | NF_PARAM)) &&
		    model_exclusive(m, m->funcs[func].first_node, i, at_loop))
			continue;
		return true;
	}
	return false;
}

bool model_address_escapes(const struct model *m, int func, const char *name)
{
	return escapes_before(m, func, name, INT_MAX, -1);
}

bool model_address_escapes_by(const struct model *m, int func,
			      const char *name, int l)
{
	if (l < 0 || func < 0 || m->funcs[func].has_label)
		return escapes_before(m, func, name, INT_MAX, -1);
	while (m->loops[l].parent >= 0)
		l = m->loops[l].parent;
	return escapes_before(m, func, name, m->loops[l].last_node,
			      m->loops[l].first_node);
}

bool model_set_before_escape(const struct model *m, int func,
			     const char *ptr, const char *obj, int l)
{
	if (l < 0 || func < 0 || !ptr || !obj || m->funcs[func].has_label)
		return false;
	while (m->loops[l].parent >= 0)
		l = m->loops[l].parent;
	int top = m->loops[l].first_node;
	if (escapes_before(m, func, obj, top, -1))
		return false;
	int d = model_sole_decl(m, func, ptr);
	if (d < 0 || (m->nodes[d].flags & (NF_PARAM | NF_GLOBAL)) ||
	    m->nodes[d].type.kind != MT_PTR || d >= top)
		return false;
	for (int at = m->funcs[func].first_node, i, c, p;
	     (i = model_next_use(m, func, ptr, &at, &c, &p)) >= 0;) {
		const struct node *n = &m->nodes[i];
		if (model_addr_of(m, n))
			return false;	/* '&mem': anything may set it */
		if ((n->flags & NF_STORE) && i >= top)
			return false;
	}
	return true;
}

void model_index_globals(struct model *m)
{
	unsigned n = 0;

	free(m->globals);
	m->globals = NULL;
	m->nglobals = 0;
	for (unsigned i = 0; i < m->nnodes; i++)
		if (m->nodes[i].kind == NK_DECL && m->nodes[i].func < 0 &&
		    m->nodes[i].name)
			n++;
	if (!n)
		return;
	struct named_call *v = xmalloc(n * sizeof(*v));
	n = 0;
	for (unsigned i = 0; i < m->nnodes; i++)
		if (m->nodes[i].kind == NK_DECL && m->nodes[i].func < 0 &&
		    m->nodes[i].name)
			v[n++] = (struct named_call){ m->nodes[i].name, (int)i };
	qsort(v, n, sizeof(*v), cmp_call_name);	/* by name, then node */
	m->globals = xmalloc(n * sizeof(*m->globals));
	for (unsigned k = 0; k < n; k++)
		m->globals[k] = v[k].node;
	m->nglobals = n;
	free(v);
}

int model_global_decl(const struct model *m, const char *name)
{
	unsigned lo = 0, hi = m->nglobals;

	if (!name)
		return -1;
	while (lo < hi) {	/* the first of the name */
		unsigned mid = lo + (hi - lo) / 2;
		if (strcmp(m->nodes[m->globals[mid]].name, name) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	int r = -1;
	for (; lo < m->nglobals && !strcmp(m->nodes[m->globals[lo]].name, name); lo++)
		r = m->globals[lo];
	return r;
}

unsigned model_param_decls(const struct model *m, const struct function *fn,
			   int *decls, unsigned max)
{
	unsigned n = 0;

	for (int i = fn->first_node; i < fn->last_node && n < max; i++)
		if (m->nodes[i].kind == NK_DECL && (m->nodes[i].flags & NF_PARAM))
			decls[n++] = i;
	return n;
}

const struct function *model_inline_callee(const struct model *m,
					   const struct node *n)
{
	if (n->kind != NK_CALL || !n->inlined || !n->name)
		return NULL;
	for (unsigned f = 0; f < m->nfuncs; f++) {
		const struct function *fn = &m->funcs[f];
		if (fn->inline_leaf && fn->name && fn->first_node < fn->last_node &&
		    !strcmp(fn->name, n->name))
			return fn;
	}
	return NULL;
}

bool model_divisor_pow2(const struct model *m, const struct node *n,
			bool *known_k)
{
	if (known_k)
		*known_k = n->rhs.is_const;
	if (n->rhs.is_const)
		return is_pow2(n->rhs.ival);
	int d = n->rhs.node;
	while (d >= 0 && m->nodes[d].kind == NK_CONV)
		d = m->nodes[d].lhs.node;
	if (d < 0)
		return false;
	const struct node *x = &m->nodes[d];
	return x->kind == NK_BINARY && x->op == MOP_SHL && x->lhs.is_const &&
	       is_pow2(x->lhs.ival);
}

bool model_low_word_only(const struct model *m, const struct node *n)
{
	int self = (int)(n - m->nodes);

	for (int p = n->parent; p >= 0; self = p, p = m->nodes[p].parent) {
		const struct node *q = &m->nodes[p];
		if (q->kind == NK_CONV && q->lhs.node == self) {
			if (mt_is_int64(q->type))
				continue;	/* signed <-> unsigned */
			return q->type.kind == MT_INT &&
			       (q->type.bits == 16 || q->type.bits == 32);
		}
		/* a 32-bit pointer's offset or index: 'p + (int64_t)y *
		 * stride', 'p += ...', 'p[i64]' */
		if ((q->kind == NK_BINARY && (q->op == MOP_ADD ||
		     q->op == MOP_SUB) && q->type.kind == MT_PTR) ||
		    (q->kind == NK_ASSIGN_OP && (q->op == MOP_ADD ||
		     q->op == MOP_SUB) && q->lhs.type.kind == MT_PTR &&
		     q->rhs.node == self) ||
		    (q->kind == NK_SUBSCRIPT && q->rhs.node == self))
			return true;
		if (!mt_is_int64(q->type))
			return false;
		/* '& 0xffffffffu': a mask with a zero high word keeps the
		 * low word only, whatever follows */
		if (q->kind == NK_BINARY && q->op == MOP_AND &&
		    ((q->rhs.is_const && q->lhs.node == self &&
		      (uint64_t)q->rhs.ival >> 32 == 0) ||
		     (q->lhs.is_const && q->rhs.node == self &&
		      (uint64_t)q->lhs.ival >> 32 == 0)))
			return true;
		if (q->kind == NK_BINARY && (q->op == MOP_ADD ||
		    q->op == MOP_SUB || q->op == MOP_MUL || q->op == MOP_AND ||
		    q->op == MOP_OR || q->op == MOP_XOR ||
		    (q->op == MOP_SHL && q->lhs.node == self)))
			continue;
		if (q->kind == NK_UNARY && (q->op == MOP_NEG ||
		    q->op == MOP_NOT || q->op == MOP_PLUS))
			continue;
		/* an arm of '?:' ('(uint32_t)(wpc ? a + b : 0)', wavpack's
		 * file size): its value is the conditional's */
		if (q->kind == NK_COND && q->cond != self)
			continue;
		return false;
	}
	return false;
}

bool model_high_word_zero(const struct model *m, int i)
{
	while (i >= 0) {
		const struct node *q = &m->nodes[i];
		if (q->kind == NK_CONV) {
			if (!mt_is_int64(q->lhs.type))
				return q->lhs.type.kind == MT_INT &&
				       q->lhs.type.is_unsigned &&
				       q->lhs.type.bits <= 32;
			i = q->lhs.node;	/* signed <-> unsigned */
			continue;
		}
		return q->kind == NK_BINARY && q->op == MOP_AND &&
		       ((q->rhs.is_const && (uint64_t)q->rhs.ival >> 32 == 0) ||
			(q->lhs.is_const && (uint64_t)q->lhs.ival >> 32 == 0));
	}
	return false;
}

bool model_exact_reciprocal(const struct operand *o)
{
	if (!o->is_const)
		return false;
	double v = o->type.kind == MT_FLOAT ? o->fval : (double)o->ival;
	int exp;
	double mant = frexp(v, &exp);
	/* v = 2^(exp - 1); its reciprocal 2^(1 - exp) must be a finite,
	 * normal double (not for 0x1p-1074) */
	return (mant == 0.5 || mant == -0.5) && exp >= -1021 && exp <= 1023;
}

bool model_loop_runs_always(const struct model *m, int l, int i)
{
	const struct loop *lp = &m->loops[l];

	for (int j = lp->first_node; j < i; j++) {
		const struct node *x = &m->nodes[j];
		if (x->kind == NK_IF && i < (x->arm_end[1] > x->arm_end[0] ?
					      x->arm_end[1] : x->arm_end[0]))
			return false;
	}
	return !model_in_lazy_operand(m, l, i);
}

/* Is node i inside [from, to) in a lazy part of it: an arm of a '?:' or
 * the right operand of '&&' or '||' below the range's top? */
static bool lazy_in(const struct model *m, int i, int from, int to)
{
	for (int c = i, p = m->nodes[i].parent; p >= from && p < to;
	     c = p, p = m->nodes[p].parent) {
		const struct node *x = &m->nodes[p];
		if (x->kind == NK_COND && (x->lhs.node == c || x->rhs.node == c))
			return true;
		if (x->kind == NK_BINARY && (x->op == MOP_LAND || x->op == MOP_LOR) &&
		    x->rhs.node == c)
			return true;
	}
	return false;
}

bool model_in_lazy_operand(const struct model *m, int l, int i)
{
	return lazy_in(m, i, m->loops[l].first_node > 0 ? m->loops[l].first_node : 0,
		       INT_MAX);
}

unsigned model_loop_from(const struct model *m, int node)
{
	unsigned lo = 0, hi = m->nloops;

	while (lo < hi) {
		unsigned mid = lo + (hi - lo) / 2;
		if (m->loops[mid].first_node < node)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

bool model_loop_innermost(const struct model *m, int l)
{
	unsigned k = (unsigned)l + 1;

	return k >= m->nloops || m->loops[k].depth <= m->loops[l].depth;
}

/* Is loop l's count assumed (neither constant nor measured)? */
static bool assumed_kind(const struct loop *l)
{
	return !l->trip_known && !l->trip_profiled;
}

/* Is it a guess: assumed, and not the largest of the counts its callers'
 * arguments give (trip_callers) nor a count its bound's name gives
 * (loop.named: an order loop of 8 inside a loop over samples leaves that
 * loop the innermost guess, 100 x 8, not 4 x 8)?  Only guesses share the
 * nest's cap. */
static bool guessed(const struct loop *l)
{
	return assumed_kind(l) && !l->trip_callers && !l->named;
}

/* Does a loop inside l count as an innermost unknown loop does
 * (model_loop_long(): a guess of more than model_outer_trip() passes, not
 * one an array's extent bounds at 2 channels, or a frame's samples by its
 * bound's name: a loop of unknown count around it is an enclosing one,
 * 4 x 2048)?  (Loops are stored in pre-order: l's descendants follow it
 * with greater depth.) */
static bool assumed_inside(const struct model *m, int l, uint64_t assumed_trip)
{
	for (unsigned k = (unsigned)l + 1; k < m->nloops &&
	     m->loops[k].depth > m->loops[l].depth; k++)
		if (model_loop_long(&m->loops[k], assumed_trip))
			return true;
	return false;
}

bool model_loop_long(const struct loop *l, uint64_t assumed_trip)
{
	uint64_t t = model_loop_trip(l, assumed_trip);

	return (guessed(l) && t > model_outer_trip(assumed_trip)) ||
	       (model_loop_named_count(l, assumed_trip) && t >= assumed_trip);
}

/*
 * Nested loops with unknown counts: the innermost is assumed to run
 * assumed_trip times, each enclosing one model_outer_trip(assumed_trip)
 * times (codec nests: channels, subframes or bands around the samples,
 * an FFT's stages around its butterflies), and the assumed factors of a
 * nest together at most assumed_trip squared, trimmed from the inside.
 * 100 x 100 x 100 for a loop over 5 envelopes around one over 40 slots
 * was the commonest count error of the precision review; 10 x 100 was
 * still 5 times the measured count at the median (stop 38).  The trip of a loop depends only on the loop and its
 * ancestors, so that findings' counts and the loop model's costs agree.
 * *assumed_product (if not NULL) gets the product of the assumed trips
 * from the outermost loop down to l.
 */
/* Half of ptrip, the passes of the loop around, when lp is a triangular
 * nest on it with a guessed count (model_loop_tri_half()); else 0. */
static uint64_t tri_half_of(const struct model *m, const struct loop *lp,
			    uint64_t ptrip)
{
	if (!lp->tri_parent || !guessed(lp))
		return 0;
	uint64_t h = ptrip > 1 ? ptrip / 2 : 1;
	/* the counter from a start above 0 (the Levinson recursion's 'for
	 * (i = 1; i < order; i++)' around 'j < i'): its values average the
	 * start plus half the passes */
	const struct loop *p = lp->parent >= 0 ? &m->loops[lp->parent] : NULL;
	if (p && model_named_from_start(p) && p->start <= 64)
		h = (uint64_t)p->start + (ptrip > 1 ? (ptrip - 1) / 2 : 0);
	return h;
}

static uint64_t nest_trip(const struct model *m, int l, uint64_t assumed_trip,
			  uint64_t *assumed_product)
{
	const struct loop *lp = &m->loops[l];
	uint64_t above = 1;
	uint64_t trip = model_loop_trip(lp, assumed_trip);

	uint64_t ptrip = lp->parent >= 0 ?
		nest_trip(m, lp->parent, assumed_trip, &above) : 1;
	/* a band of a partition: the assumption covers all the bands */
	if (lp->partition && guessed(lp) && ptrip > 1) {
		uint64_t share = assumed_trip / ptrip ? assumed_trip / ptrip : 1;
		if (trip > share)
			trip = share;
	}
	/* appends through a counter: the passes from append_top down are
	 * at most append_cap together */
	if (lp->append_cap && assumed_kind(lp)) {
		uint64_t prod = 1;
		for (int q = lp->parent; q >= 0 && m->loops[q].depth >=
		     m->loops[lp->append_top].depth; q = m->loops[q].parent)
			prod = cap_mul(prod, nest_trip(m, q, assumed_trip, NULL));
		/* (a loop around that never runs: nothing to share) */
		uint64_t share = !prod ? trip : lp->append_cap / prod ?
				 lp->append_cap / prod : 1;
		if (trip > share)
			trip = share;
	}
	/* a triangular nest on the loop around, of unknown count: half its
	 * passes */
	uint64_t h = tri_half_of(m, lp, ptrip);
	if (h && h < trip)
		trip = h;
	if (guessed(lp)) {
		uint64_t outer = model_outer_trip(assumed_trip);
		uint64_t cap = assumed_trip && assumed_trip <= UINT32_MAX ?
			       assumed_trip * assumed_trip : UINT64_MAX;
		/* a bound below the assumption is kept as it is */
		if (trip > outer && assumed_inside(m, l, assumed_trip))
			trip = outer;
		if (trip && above > cap / trip)
			trip = above < cap ? cap / above : 1;
		above = cap_mul(above, trip ? trip : 1);
	} else if (lp->named && assumed_kind(lp)) {
		/* a named count is no guess, but the nest's guesses inside
		 * share the product's cap with it: 100 lines of unknown
		 * count in each of a frame's 1,024 samples are 9 */
		above = cap_mul(above, trip ? trip : 1);
	}
	if (assumed_product)
		*assumed_product = above;
	return trip;
}

uint64_t model_outer_trip(uint64_t assumed_trip)
{
	uint64_t k = 1;

	while ((k + 1) * (k + 1) * (k + 1) <= assumed_trip)
		k++;
	return k;
}

uint64_t model_loop_trip_nest(const struct model *m, int l,
			      uint64_t assumed_trip)
{
	return nest_trip(m, l, assumed_trip, NULL);
}

uint64_t model_loop_tri_half(const struct model *m, int l,
			     uint64_t assumed_trip)
{
	const struct loop *lp = &m->loops[l];

	return lp->tri_parent ? tri_half_of(m, lp, nest_trip(m, lp->parent,
						 assumed_trip, NULL)) : 0;
}

uint64_t model_exec_count_basis(const struct model *m, int loop,
				uint64_t assumed_trip, enum trip_basis *basis)
{
	uint64_t count = 1, div = 1;

	*basis = TRIP_CONSTANT;
	for (int l = loop; l >= 0;) {
		const struct loop *lp = &m->loops[l];
		if (assumed_kind(lp))
			*basis = TRIP_ASSUMED;
		else if (lp->trip_profiled && *basis == TRIP_CONSTANT)
			*basis = TRIP_PROFILE;
		count = cap_mul(count, nest_trip(m, l, assumed_trip, NULL));
		if (lp->once == ONCE_BREAK)	/* once per entry of the loop */
			l = m->loops[lp->parent].parent;	/* it leaves */
		else if (lp->once)
			break;	/* once per stream or per call */
		else {
			/* one pass in 'period' of its parent's */
			if (lp->period > 1 && lp->parent >= 0)
				div = cap_mul(div, lp->period);
			l = lp->parent;
		}
	}
	return div > 1 ? (count / div ? count / div : 1) : count;
}

uint64_t model_exec_count(const struct model *m, int loop,
			  uint64_t assumed_trip, bool *constant)
{
	enum trip_basis b;
	uint64_t n = model_exec_count_basis(m, loop, assumed_trip, &b);

	*constant = b != TRIP_ASSUMED;
	return n;
}

/* --- once-guarded blocks ---------------------------------------------- */

/* The flag a condition tests: the REF or MEMBER node under '!', '== 0'
 * or (set true: *zero false) on its own, through conversions; -1. */
static int flag_of(const struct model *m, int c, bool *zero)
{
	while (c >= 0 && m->nodes[c].kind == NK_CONV)
		c = m->nodes[c].lhs.node;
	if (c < 0)
		return -1;
	const struct node *n = &m->nodes[c];
	*zero = false;
	if (n->kind == NK_UNARY && n->op == MOP_LNOT) {
		*zero = true;
		c = n->lhs.node;
	} else if (n->kind == NK_BINARY && n->op == MOP_EQ) {
		*zero = true;
		if (n->rhs.is_const && n->rhs.ival == 0 && !mt_is_float(n->rhs.type))
			c = n->lhs.node;
		else if (n->lhs.is_const && n->lhs.ival == 0 &&
			 !mt_is_float(n->lhs.type))
			c = n->rhs.node;
		else
			return -1;
	}
	while (c >= 0 && m->nodes[c].kind == NK_CONV)
		c = m->nodes[c].lhs.node;
	if (c < 0 || (m->nodes[c].kind != NK_REF && m->nodes[c].kind != NK_MEMBER) ||
	    !m->nodes[c].name || m->nodes[c].type.kind != MT_INT)
		return -1;
	return c;
}

/* What the translation unit does to variables and fields by name (for
 * model_mark_once()): a record per written or address-taken REF or
 * MEMBER node, and per local declaration; sorted, then looked up, so
 * that a unit of many guarded blocks costs n log n. */
#define W_OTHER	1	/* written otherwise: ++, op=, a non-constant, &x */
#define W_ZERO	2	/* assigned the constant 0 */
#define W_SET	4	/* assigned a non-zero constant */
#define W_ASSIGN 8	/* assigned an expression that does not read the
			 * same name ('fr->firsthead = newhead') */
#define W_PARAM 16	/* assigned a parameter of an API function, as is
			 * ('mh->pinfo = mi'); W_ASSIGN too */
#define W_NOTPARAM 32	/* assigned anything else (with W_ASSIGN or
			 * W_OTHER): the records of a name merge, so this
			 * says that not every assignment is W_PARAM */

/* Does the expression at node e read a REF or MEMBER called name? */
static bool reads_name(const struct model *m, int e, const char *name)
{
	if (e < 0 || m->nodes[e].sub_first < 0)
		return true;	/* unknown: say it may */
	for (int k = m->nodes[e].sub_first; k <= e; k++)
		if ((m->nodes[k].kind == NK_REF || m->nodes[k].kind == NK_MEMBER) &&
		    m->nodes[k].name && !strcmp(m->nodes[k].name, name))
			return true;
	return false;
}

/* Is the expression at e a parameter of its function, as is (past
 * conversions), that function one the application calls (of external
 * linkage, and no code of the unit calls it), and the parameter used
 * nowhere else in it: the API call only hands the library the
 * application's object ('mh->pinfo = mi' in mpg123_set_moreinfo()), the
 * library does not use it as its own (a list's append, which also sets
 * 'n->next')? */
static bool api_param_value(const struct model *m, int e)
{
	while (e >= 0 && m->nodes[e].kind == NK_CONV)
		e = m->nodes[e].lhs.node;
	if (e < 0 || m->nodes[e].kind != NK_REF || !m->nodes[e].name ||
	    m->nodes[e].func < 0)
		return false;
	const struct function *f = &m->funcs[m->nodes[e].func];
	const char *name = m->nodes[e].name;
	bool param = false;
	if (f->is_static || f->ncallers)
		return false;
	for (int i = f->first_node; i < f->last_node; i++) {
		const struct node *d = &m->nodes[i];
		if (!d->name || strcmp(d->name, name))
			continue;
		if (d->kind == NK_DECL)
			param = (d->flags & NF_PARAM) != 0;
		else if (d->kind == NK_REF && i != e)
			return false;	/* used otherwise */
	}
	return param;
}

struct wrec {
	const char *name;
	int func;		/* local declarations: the function; else -1 */
	unsigned char kind;	/* NK_REF, NK_MEMBER or NK_DECL */
	unsigned char how;	/* W_* */
};

static int cmp_wrec(const void *a, const void *b)
{
	const struct wrec *x = a, *y = b;

	if (x->kind != y->kind)
		return x->kind < y->kind ? -1 : 1;
	if (x->func != y->func)
		return x->func < y->func ? -1 : 1;
	return strcmp(x->name, y->name);
}

static struct wrec *writes(const struct model *m, size_t *nw)
{
	struct wrec *v = NULL;
	size_t n = 0, cap = 0;

	for (unsigned i = 0; i < m->nnodes; i++) {
		const struct node *x = &m->nodes[i];
		const struct node *p = x->parent >= 0 ? &m->nodes[x->parent] : NULL;
		unsigned char how = 0;
		if (!x->name)
			continue;
		if (x->kind == NK_DECL) {
			if (x->flags & NF_GLOBAL)
				continue;
		} else if (x->kind == NK_REF || x->kind == NK_MEMBER) {
			if (p && p->kind == NK_UNARY && p->op == MOP_ADDROF)
				how = W_OTHER;
			else if (!(x->flags & NF_STORE))
				continue;
			else if (p && p->kind == NK_BINARY && p->op == MOP_ASSIGN &&
				 p->lhs.node == (int)i && p->rhs.is_const)
				how = p->rhs.ival != 0 ? W_SET : W_ZERO;
			else if (p && p->kind == NK_BINARY && p->op == MOP_ASSIGN &&
				 p->lhs.node == (int)i && !(x->flags & NF_RMW) &&
				 !reads_name(m, p->rhs.node, x->name))
				how = W_ASSIGN | (api_param_value(m, p->rhs.node) ?
						  W_PARAM : W_NOTPARAM);
			else
				how = W_OTHER | W_NOTPARAM;
		} else {
			continue;
		}
		if (n == cap)
			v = xrealloc(v, (cap = cap ? 2 * cap : 64) * sizeof(*v));
		v[n++] = (struct wrec){ x->name, x->kind == NK_DECL ? x->func : -1,
					x->kind, how };
	}
	if (n)
		qsort(v, n, sizeof(*v), cmp_wrec);
	/* merge the records of one name */
	size_t k = 0;
	for (size_t i = 0; i < n; i++) {
		if (k && !cmp_wrec(&v[k - 1], &v[i]))
			v[k - 1].how |= v[i].how;
		else
			v[k++] = v[i];
	}
	*nw = k;
	return v;
}

static const struct wrec *wfind(const struct wrec *v, size_t n,
				enum node_kind kind, int func, const char *name)
{
	struct wrec key = { name, func, (unsigned char)kind, 0 };

	return n ? bsearch(&key, v, n, sizeof(*v), cmp_wrec) : NULL;
}

/* Does the flag at node f persist across calls and stand for one object:
 * no subscript by a variable on the way ('c[i].init' is one flag per
 * element), and a variable at its root is not a local of the function
 * unless reached through a pointer ('st->ready' with 'st' a parameter;
 * not 's.ready' of a local struct, cleared on every call).  Locals are
 * the unit's declarations w[0..nw) records (writes()). */
static bool flag_object(const struct model *m, int f, const struct wrec *w,
			size_t nw)
{
	bool through_ptr = false;

	for (unsigned guard = 0; guard < 64 && f >= 0; guard++) {
		const struct node *n = &m->nodes[f];
		switch (n->kind) {
		case NK_REF:
			return through_ptr ||
			       !wfind(w, nw, NK_DECL, n->func, n->name);
		case NK_MEMBER:
			through_ptr |= (n->flags & NF_ARROW) != 0;
			f = n->lhs.node;
			break;
		case NK_SUBSCRIPT:
			if (!n->rhs.is_const)
				return false;
			if (n->lhs.node >= 0 &&
			    m->nodes[n->lhs.node].type.kind == MT_PTR)
				through_ptr = true;
			f = n->lhs.node;
			break;
		case NK_UNARY:
			if (n->op != MOP_DEREF)
				return false;
			through_ptr = true;
			f = n->lhs.node;
			break;
		case NK_CONV:
			f = n->lhs.node;
			break;
		default:
			return false;
		}
	}
	return false;
}

/* Does arm [from, to) of an if set the flag (same text as node flag) to
 * a constant that is non-zero (set) or zero? */
static bool arm_sets(const struct model *m, int from, int to,
		     const struct node *flag, bool set, int loop)
{
	char *want = model_text(m, flag->file, flag->begin, flag->end);
	bool hit = false;
	int nested_end = from;	/* nodes before it are in an inner if */

	for (int i = from; i < to && !hit && want; i++) {
		const struct node *n = &m->nodes[i];
		int se = model_switch_end(m, i);	/* some cases only */
		if (se > nested_end)
			nested_end = se;
		if (n->kind == NK_IF) {
			/* a branch that may leave first: the flag may stay
			 * clear ('if (x) return;' before 'done = 1') */
			if (n->arm_flags & ARM_EXIT)
				break;
			int e = (n->arm_flags & ARM_ELSE) ? n->arm_end[1] : n->arm_end[0];
			if (e > nested_end)
				nested_end = e;
			continue;
		}
		/* set on every path through the arm: at its top level, not
		 * in an inner if, loop, '?:' or '&&' */
		if (n->kind != NK_BINARY || n->op != MOP_ASSIGN || n->lhs.node < 0 ||
		    !n->rhs.is_const || (n->rhs.ival != 0) != set ||
		    i < nested_end || n->loop != loop ||
		    (n->parent >= 0 && !(m->nodes[n->parent].kind == NK_BINARY &&
					 m->nodes[n->parent].op == MOP_COMMA)))
			continue;
		const struct node *l = &m->nodes[n->lhs.node];
		if (l->kind != flag->kind || !l->name || strcmp(l->name, flag->name))
			continue;
		char *t = model_text(m, l->file, l->begin, l->end);
		hit = t && !strcmp(t, want);
		free(t);
	}
	free(want);
	return hit;
}

/* Mark nodes [from, to), and the loops starting there directly in loop
 * 'in', as a block of kind (enum once_kind) of NK_IF i, unless an outer
 * block did; set-up code within an arm that leaves ('if (n > 0) { if
 * (st->changed && update(st) < 0) return -1; ...; return n; }' in
 * mpg123's decode call) is set-up code all the same. */
static bool mark_over(unsigned was, unsigned kind)
{
	return !was || (once_setup(kind) && !once_setup(was));
}

static void mark_block(struct model *m, int i, int from, int to, int in,
		       uint8_t kind)
{
	for (int k = from; k < to; k++)
		if (mark_over(m->nodes[k].once, kind)) {
			m->nodes[k].once = kind;
			m->nodes[k].once_if = i;
		}
	/* the loops starting in the block */
	for (unsigned l = model_loop_from(m, from);
	     l < m->nloops && m->loops[l].first_node < to; l++)
		if (m->loops[l].parent == in && mark_over(m->loops[l].once, kind)) {
			m->loops[l].once = kind;
			m->loops[l].once_if = i;
		}
}

/* Is the flag REF fl a static local whose initializer is non-zero? */
static bool static_set(const struct model *m, const struct node *fl)
{
	const struct function *fn = fl->func >= 0 ? &m->funcs[fl->func] : NULL;

	if (fl->kind != NK_REF || !fn)
		return false;
	for (int i = fn->first_node; i < fn->last_node; i++) {
		const struct node *d = &m->nodes[i];
		if (d->kind == NK_DECL && d->name && !strcmp(d->name, fl->name))
			return (d->flags & NF_GLOBAL) && d->static_set;
	}
	return false;
}

/* --- change-guarded blocks -------------------------------------------- */


/* The flag a condition tests raised: 'f', 'f != 0', 'f > k' (k >= 0) or
 * 'f >= k' (k >= 1), f a REF or MEMBER of integer type; -1 otherwise.
 * Lowering f to 0 makes the test false. */
static int raised_flag(const struct model *m, int c)
{
	c = model_skip_conv(m, c);
	if (c < 0)
		return -1;
	const struct node *n = &m->nodes[c];
	if (n->kind == NK_BINARY &&
	    (n->op == MOP_NE || n->op == MOP_GT || n->op == MOP_GE)) {
		if (!n->rhs.is_const || mt_is_float(n->rhs.type) ||
		    n->rhs.ival < (n->op == MOP_GE) ||
		    (n->op == MOP_NE && n->rhs.ival != 0))
			return -1;
		c = model_skip_conv(m, n->lhs.node);
		if (c < 0)
			return -1;
		n = &m->nodes[c];
	}
	if ((n->kind != NK_REF && n->kind != NK_MEMBER) || !n->name ||
	    n->type.kind != MT_INT)
		return -1;
	return c;
}

/* The variable at the root of flag f, through members only ('mh' of
 * 'mh->p.decoder_change'): its REF node, or -1. */
static int flag_root(const struct model *m, int f)
{
	for (unsigned guard = 0; guard < 64 && f >= 0; guard++) {
		const struct node *n = &m->nodes[f];
		if (n->kind == NK_REF)
			return n->name ? f : -1;
		if (n->kind != NK_MEMBER && n->kind != NK_CONV)
			return -1;
		f = n->lhs.node;
	}
	return -1;
}

/* The declaration of local or parameter 'name' in function fn, or -1. */
static int local_decl(const struct model *m, int fn, const char *name)
{
	const struct function *f = &m->funcs[fn];

	for (int i = f->first_node; i < f->last_node; i++)
		if (m->nodes[i].kind == NK_DECL && m->nodes[i].name &&
		    !(m->nodes[i].flags & NF_GLOBAL) &&
		    !strcmp(m->nodes[i].name, name))
			return i;
	return -1;
}

/* Is the root r of a flag one object for the whole call: a parameter that
 * the function never writes nor takes the address of, or a global? */
static bool root_fixed_at(const struct model *m, int r, unsigned depth)
{
	const struct node *x = &m->nodes[r];

	if (x->func < 0 || !x->name)
		return false;
	int d = local_decl(m, x->func, x->name);
	if (d < 0)
		return true;	/* a global */
	/* a local pointer set from a fixed root where it is declared
	 * ('ctx_t *c = (ctx_t *)vc;', wavpack's DSD context), or by one
	 * assignment at the top of the body before any other use (C89's
	 * 'SBEncState *st; ... st = (SBEncState *)state;', speex), and
	 * never written otherwise: that root */
	int init = -1, set = -1;
	const struct function *f = &m->funcs[x->func];
	if (!(m->nodes[d].flags & NF_PARAM)) {
		const struct node *dn = &m->nodes[d];
		if (depth >= 4 || dn->type.kind != MT_PTR ||
		    (dn->flags & NF_GLOBAL))
			return false;
		init = dn->rhs.node;
		if (init < 0) {
			/* the first use: 'st = ...' of the body's top level */
			int at = f->first_node, c, u;
			int i = model_next_use(m, x->func, x->name, &at, &c, &u);
			const struct node *a = u >= 0 ? &m->nodes[u] : NULL;
			if (i < 0 || !(m->nodes[i].flags & NF_STORE) || !a ||
			    a->kind != NK_BINARY || a->op != MOP_ASSIGN ||
			    a->lhs.node != c || a->loop >= 0 ||
			    model_in_switch(m, 0, u) || a->parent >= 0)
				return false;
			if (!model_same_arms(m, f->first_node, u, INT_MAX))
				return false;
			set = i;
			init = a->rhs.node;
		}
		while (init >= 0 && m->nodes[init].kind == NK_CONV)
			init = m->nodes[init].lhs.node;
		if (init < 0 || m->nodes[init].kind != NK_REF)
			return false;
	}
	for (int i = f->first_node; i < f->last_node; i++) {
		const struct node *n = &m->nodes[i];
		if (n->kind != NK_REF || !n->name || strcmp(n->name, x->name))
			continue;
		const struct node *p = n->parent >= 0 ? &m->nodes[n->parent] : NULL;
		if (((n->flags & NF_STORE) && i != set) ||
		    (p && p->kind == NK_UNARY && p->op == MOP_ADDROF))
			return false;
	}
	return init < 0 || root_fixed_at(m, init, depth + 1);
}

static bool root_fixed(const struct model *m, int r)
{
	return root_fixed_at(m, r, 0);
}

struct lowering {
	const char *name;	/* the flag's last member or variable name */
	const char *root;	/* its root variable, as the code spells it */
	const char *rest;	/* the text after the root ('->decoder_change') */
	bool global;		/* the root is a global */
	bool set;		/* a flag tested for zero: wanted set to a
				 * non-zero constant or to an expression
				 * ('fr->firsthead = newhead'); else to 0 */
};

static bool callee_lowers(const struct model *m, int call,
			  const struct lowering *lw, unsigned depth);

/* Does code [from, to) at the top level of loop 'loop' (an if arm, an
 * operand, or with loop -1 a function body) lower the flag lw to 0 on
 * every path but error returns: 'root->rest = 0' at its top level, or a
 * call there of a function of the unit that does (callee_lowers())?  An
 * if before it that may leave otherwise than by an error return leaves
 * the flag raised. */
static bool lowers(const struct model *m, int from, int to, int loop,
		   const struct lowering *lw, unsigned depth)
{
	char *want = xasprintf("%s%s", lw->root, lw->rest);
	int nested_end = from;	/* nodes before it are in an inner if */
	bool hit = false;

	for (int i = from; i < to; i++) {
		const struct node *n = &m->nodes[i];
		/* a switch's cases: some paths only */
		int se = model_switch_end(m, i);
		if (se > nested_end)
			nested_end = se;
		if (n->kind == NK_IF) {
			/* a branch that may leave first leaves the flag raised,
			 * but for an error return: at this loop level, or a
			 * return from an inner loop */
			bool error_only = !(n->arm_flags & ARM_ELSE) &&
					  n->arm_exit[0] == ONCE_RETURN &&
					  (n->arm_err & 1);
			if (!hit && (n->arm_flags & ARM_EXIT) && !error_only &&
			    (n->loop == loop || n->arm_exit[0] == ONCE_RETURN ||
			     n->arm_exit[1] == ONCE_RETURN))
				break;
			int e = (n->arm_flags & ARM_ELSE) ? n->arm_end[1] : n->arm_end[0];
			if (e > nested_end)
				nested_end = e;
			continue;
		}
		if (i < nested_end || n->loop != loop || lazy_in(m, i, from, to))
			continue;
		if (n->kind == NK_CALL && !n->indirect && n->name && depth) {
			if (!hit)
				hit = callee_lowers(m, i, lw, depth - 1);
			continue;
		}
		if (n->kind != NK_BINARY || n->op != MOP_ASSIGN || n->lhs.node < 0 ||
		    (n->parent >= 0 && !(m->nodes[n->parent].kind == NK_BINARY &&
					 m->nodes[n->parent].op == MOP_COMMA)))
			continue;
		const struct node *l = &m->nodes[n->lhs.node];
		if ((l->kind != NK_REF && l->kind != NK_MEMBER) || !l->name ||
		    strcmp(l->name, lw->name))
			continue;
		char *t = model_text(m, l->file, l->begin, l->end);
		bool same = t && !strcmp(t, want);
		free(t);
		if (!same)
			continue;
		/* lowered (or set), and not raised (or cleared) again after */
		hit = lw->set ? !n->rhs.is_const || n->rhs.ival != 0 :
				n->rhs.is_const && n->rhs.ival == 0;
	}
	free(want);
	return hit;
}

/* The first function of the unit named name that has a body, or -1. */
static int unit_function(const struct model *m, const char *name)
{
	for (unsigned k = 0; name && k < m->nfuncs; k++)
		if (m->funcs[k].first_node < m->funcs[k].last_node &&
		    m->funcs[k].name && !strcmp(m->funcs[k].name, name))
			return (int)k;
	return -1;
}

/* Does the function call 'call' reaches (defined in this unit) lower the
 * flag lw, passed to it through an argument that is its root (or a
 * global), at the top level of its body? */
static bool callee_lowers(const struct model *m, int call,
			  const struct lowering *lw, unsigned depth)
{
	const struct node *c = &m->nodes[call];
	int fi = unit_function(m, c->name);

	if (fi < 0 || fi == c->func)
		return false;
	const struct function *f = &m->funcs[fi];
	if (lw->global)
		return local_decl(m, fi, lw->root) < 0 &&
		       lowers(m, f->first_node, f->last_node, -1, lw, depth);
	/* the argument that is the flag's root, by position */
	int arg = -1, a = 0;
	for (int k = c->sub_first; k >= 0 && k < call; k++) {
		const struct node *x = &m->nodes[k];
		if (x->parent != call || !(x->flags & NF_CALL_ARG))
			continue;
		int r = model_skip_conv(m, k);
		if (r >= 0 && m->nodes[r].kind == NK_REF && m->nodes[r].name &&
		    !strcmp(m->nodes[r].name, lw->root))
			arg = a;
		a++;
	}
	if (arg < 0 || a != c->nargs)
		return false;
	for (int i = f->first_node, p = 0; i < f->last_node; i++) {
		const struct node *d = &m->nodes[i];
		if (d->kind != NK_DECL || !(d->flags & NF_PARAM) || p++ != arg)
			continue;
		if (!d->name)
			return false;
		struct lowering in = { lw->name, d->name, lw->rest, false, lw->set };
		return lowers(m, f->first_node, f->last_node, -1, &in, depth);
	}
	return false;
}

/* Is condition c a change guard of the code [from, to) in loop 'loop':
 * a raised flag that code lowers (or with '&&' one operand, with '||'
 * every operand, such a test)?  w[0..nw) are the unit's writes. */
static bool change_guard(const struct model *m, int c, int from, int to,
			 int loop, const struct wrec *w, size_t nw,
			 unsigned depth)
{
	c = model_skip_conv(m, c);
	if (c < 0 || depth > 8)
		return false;
	const struct node *n = &m->nodes[c];
	if (n->kind == NK_BINARY && n->op == MOP_LAND)
		return change_guard(m, n->lhs.node, from, to, loop, w, nw, depth + 1) ||
		       change_guard(m, n->rhs.node, from, to, loop, w, nw, depth + 1);
	if (n->kind == NK_BINARY && n->op == MOP_LOR)
		return change_guard(m, n->lhs.node, from, to, loop, w, nw, depth + 1) &&
		       change_guard(m, n->rhs.node, from, to, loop, w, nw, depth + 1);
	/* a flag tested for zero ('!fr->firsthead', '!st->table'), set in
	 * the block, reset elsewhere, and only ever assigned (no ++, -=,
	 * '&f', 'f = f - n': a counter such as a bit reader's bits left is
	 * no flag); or tested raised and lowered, only ever assigned
	 * constants */
	bool zero = false;
	int f = model_skip_conv(m, c);
	const struct node *t0 = &m->nodes[f];
	if (t0->kind == NK_UNARY && t0->op == MOP_LNOT) {
		zero = true;
		f = model_skip_conv(m, t0->lhs.node);
	} else if (t0->kind == NK_BINARY && t0->op == MOP_EQ && t0->rhs.is_const &&
		   t0->rhs.ival == 0 && !mt_is_float(t0->rhs.type)) {
		zero = true;
		f = model_skip_conv(m, t0->lhs.node);
	} else {
		f = raised_flag(m, c);
	}
	if (f < 0 || (m->nodes[f].kind != NK_REF && m->nodes[f].kind != NK_MEMBER) ||
	    !m->nodes[f].name ||
	    (m->nodes[f].type.kind != MT_INT &&
	     !(zero && m->nodes[f].type.kind == MT_PTR)) ||
	    !flag_object(m, f, w, nw))
		return false;
	const struct node *fl = &m->nodes[f];
	const struct wrec *r = wfind(w, nw, fl->kind, -1, fl->name);
	int root = flag_root(m, f);
	if (!r || root < 0 || !root_fixed(m, root) ||
	    (zero ? (r->how & W_OTHER) || !(r->how & (W_SET | W_ASSIGN)) :
		    (r->how & (W_OTHER | W_ASSIGN)) || !(r->how & W_ZERO)))
		return false;
	char *t = model_text(m, fl->file, fl->begin, fl->end);
	const char *rn = m->nodes[root].name;
	bool hit = false;
	if (t && !strncmp(t, rn, strlen(rn))) {
		struct lowering lw = { fl->name, rn, t + strlen(rn),
				       local_decl(m, fl->func, rn) < 0, zero };
		hit = lowers(m, from, to, loop, &lw, 1);
	}
	free(t);
	return hit;
}

static const char *name_word(const char *p, const char **w, size_t *n);

/* model_rare_name()'s answer for a seek, one string the callers compare */
static const char seek_when[] = "once per seek, not per frame";

/* Are members a and b a value and its saved copy: the copy's name is the
 * value's with a word 'prev', 'old', 'last' or 'saved' before or after it
 * ('bs_start_freq' and 'bs_start_freq_prev', 'rate' and 'last_rate',
 * 'mode' and 'oldMode', 'gain' and 'gainPrev'; not 'thresh' and
 * 'threshold', 'level' and 'level_threshold', 'img' and 'img_preview')? */
static bool saved_copy(const char *a, const char *b)
{
	static const char *const marks[] = { "prev", "old", "last", "saved",
		NULL };
	size_t la = strlen(a), lb = strlen(b);

	if (la > lb) {
		const char *t = a;
		a = b;
		b = t;
		size_t u = la;
		la = lb;
		lb = u;
	}
	if (la < 2 || lb == la)
		return false;
	for (size_t i = 0; marks[i]; i++) {
		size_t k = strlen(marks[i]);
		/* after: 'x_prev', 'xPrev' */
		if (lb == la + k + 1 && !strncmp(b, a, la) && b[la] == '_' &&
		    !strcasecmp(b + la + 1, marks[i]))
			return true;
		if (lb == la + k && !strncmp(b, a, la) && isupper((unsigned char)b[la]) &&
		    !strcasecmp(b + la, marks[i]))
			return true;
		/* before: 'prev_x', 'oldMode' */
		if (lb == la + k + 1 && !strcmp(b + k + 1, a) && b[k] == '_' &&
		    !strncasecmp(b, marks[i], k))
			return true;
		if (lb == la + k && !strncasecmp(b, marks[i], k) &&
		    isupper((unsigned char)b[k]) && !strcasecmp(b + k, a) &&
		    !strcmp(b + k + 1, a + 1))
			return true;
	}
	return false;
}

/* Does the unit copy member value into member copy ('x_prev = x')? */
static bool copies_into(const struct model *m, const char *copy,
			const char *value)
{
	for (unsigned k = 0; k < m->nnodes; k++) {
		const struct node *x = &m->nodes[k];
		if (x->kind != NK_BINARY || x->op != MOP_ASSIGN || x->lhs.node < 0)
			continue;
		int l = model_skip_conv(m, x->lhs.node);
		int r = model_skip_conv(m, x->rhs.node);
		if (l >= 0 && r >= 0 && m->nodes[l].kind == NK_MEMBER &&
		    m->nodes[r].kind == NK_MEMBER && m->nodes[l].name &&
		    m->nodes[r].name && !strcmp(m->nodes[l].name, copy) &&
		    !strcmp(m->nodes[r].name, value))
			return true;
	}
	return false;
}

/* How many comparisons of integer values with their saved copies
 * condition c, at node c of the unit, is: 'x != x_prev', or an '||' of
 * such, each copy updated from its value somewhere in the unit; 0 if it
 * is anything else. */
static unsigned compares_saved(const struct model *m, int c, unsigned depth)
{
	c = model_skip_conv(m, c);
	if (c < 0 || depth > 16)
		return 0;
	const struct node *n = &m->nodes[c];
	if (n->kind == NK_BINARY && n->op == MOP_LOR) {
		unsigned a = compares_saved(m, n->lhs.node, depth + 1);
		unsigned b = a ? compares_saved(m, n->rhs.node, depth + 1) : 0;
		return a && b ? a + b : 0;
	}
	if (n->kind != NK_BINARY || n->op != MOP_NE)
		return 0;
	int a = model_skip_conv(m, n->lhs.node), b = model_skip_conv(m, n->rhs.node);
	if (a < 0 || b < 0 || m->nodes[a].kind != NK_MEMBER ||
	    m->nodes[b].kind != NK_MEMBER || !m->nodes[a].name ||
	    !m->nodes[b].name || m->nodes[a].type.kind != MT_INT ||
	    m->nodes[b].type.kind != MT_INT)
		return 0;
	const char *va = m->nodes[a].name, *vb = m->nodes[b].name;
	if (!saved_copy(va, vb))
		return 0;
	const char *value = strlen(va) < strlen(vb) ? va : vb;
	const char *copy = value == va ? vb : va;
	return copies_into(m, copy, value) ? 1 : 0;
}

/* changed_flag()'s answers per flag, as a unit tests one flag in many ifs
 * and each answer scans the unit */
struct flag_memo {
	uint32_t field;
	const char *name;
	bool raised;
};

struct flag_memos {
	struct flag_memo *v;
	size_t n, cap;
};

/* Is flag fl raised only where two or more values differ from their saved
 * copies (changed_flag())? */
static bool raised_on_change(const struct model *m, const struct node *fl)
{
	unsigned raised = 0;
	for (unsigned k = 0; k < m->nnodes; k++) {
		const struct node *x = &m->nodes[k];
		/* the same member: its field where known, else its name
		 * (another structure's 'Reset' is another flag) */
		if (x->kind != NK_MEMBER || !(x->flags & NF_STORE) ||
		    !x->name || strcmp(x->name, fl->name) || x->parent < 0 ||
		    (fl->field && x->field != fl->field))
			continue;
		const struct node *a = &m->nodes[x->parent];
		if (a->kind != NK_BINARY || a->op != MOP_ASSIGN ||
		    !a->rhs.is_const || a->rhs.ival == 0)
			continue;
		/* the innermost if whose then-arm holds the raise */
		int g = -1;
		for (int j = x->func >= 0 ? m->funcs[x->func].first_node : 0;
		     j < (int)k; j++)
			if (m->nodes[j].kind == NK_IF &&
			    (int)k < m->nodes[j].arm_end[0])
				g = j;
		/* a header's parameters, two or more compared with their
		 * copies: one value against its last ('energy !=
		 * energy_prev') may change every frame */
		if (g < 0 || compares_saved(m, m->nodes[g].lhs.node, 0) < 2)
			return false;
		raised++;
	}
	return raised > 0;
}

/*
 * Is c a raised test of a change flag ('sbr->Reset', faad2's SBR): a
 * member the unit only assigns constants, raising it only in the arms of
 * ifs that compare values with their saved copies ('if
 * (sbr->bs_start_freq != sbr->bs_start_freq_prev || ...) sbr->Reset = 1;
 * else sbr->Reset = 0;') -- it says the stream's parameters changed since
 * the last frame, which the usual streams do once -- or a raised test of
 * a flag named for a seek ('just_seeked': raised after a seek, once per
 * request); an '&&' with such an operand, an '||' of such operands?
 */
static bool changed_flag(const struct model *m, int c, const struct wrec *w,
			 size_t nw, struct flag_memos *memo, unsigned depth)
{
	c = model_skip_conv(m, c);
	if (c < 0 || depth > 8)
		return false;
	const struct node *n = &m->nodes[c];
	if (n->kind == NK_BINARY && n->op == MOP_LAND)
		return changed_flag(m, n->lhs.node, w, nw, memo, depth + 1) ||
		       changed_flag(m, n->rhs.node, w, nw, memo, depth + 1);
	if (n->kind == NK_BINARY && n->op == MOP_LOR)
		return changed_flag(m, n->lhs.node, w, nw, memo, depth + 1) &&
		       changed_flag(m, n->rhs.node, w, nw, memo, depth + 1);
	int f = raised_flag(m, c);
	if (f < 0 || m->nodes[f].kind != NK_MEMBER)
		return false;
	const struct node *fl = &m->nodes[f];
	const char *wd;
	size_t wn;
	/* raised after a seek ('just_seeked'; not 'can_seek' nor
	 * 'seek_pending': model_rare_name()'s words) */
	const char *when = model_rare_name(fl->name);
	if (when == seek_when)
		return true;
	for (const char *p = fl->name; p && (p = name_word(p, &wd, &wn));)
		if (wn == 6 && !strncasecmp(wd, "seeked", 6))
			return true;
	const struct wrec *r = wfind(w, nw, NK_MEMBER, -1, fl->name);
	if (!r || r->how != (W_SET | W_ZERO))
		return false;
	for (size_t i = 0; i < memo->n; i++)
		if (memo->v[i].field == fl->field &&
		    !strcmp(memo->v[i].name, fl->name))
			return memo->v[i].raised;
	if (memo->n == memo->cap) {
		memo->cap = memo->cap ? 2 * memo->cap : 16;
		memo->v = xrealloc(memo->v, memo->cap * sizeof(*memo->v));
	}
	memo->v[memo->n] = (struct flag_memo){ fl->field, fl->name,
		raised_on_change(m, fl) };
	return memo->v[memo->n++].raised;
}

/*
 * A first-call flag: if i, at the top level of its function's body (in no
 * if arm, switch or loop), tests a flag change_guard() accepts and the
 * code after it lowers the flag at that level on every path to the
 * function's end but error returns ('if (st->first) { ...copy the old
 * LSPs... }' ... 'st->first = 0;' at the end of speex's sb_encode): the
 * block runs once per raise of the flag, as a change-guarded one.
 */
static bool lowered_after(const struct model *m, int i,
			  const struct wrec *w, size_t nw)
{
	const struct node *n = &m->nodes[i];

	/* a block that leaves never reaches the lowering after it */
	if (n->func < 0 || n->loop >= 0 || model_in_switch(m, 0, i) ||
	    (n->arm_flags & (ARM_ELSE | ARM_EXIT)))
		return false;
	const struct function *f = &m->funcs[n->func];
	if (!model_same_arms(m, f->first_node, i, INT_MAX))
		return false;
	/* (lowers() does not look into a switch's cases for a return) */
	for (unsigned k = 0; k < m->nswitches; k++)
		if (m->switches[k].from >= n->arm_end[0] &&
		    m->switches[k].from < f->last_node)
			return false;
	return change_guard(m, n->lhs.node, n->arm_end[0], f->last_node, -1,
			    w, nw, 0);
}

/* The pointer field an optional report block's condition c tests for
 * non-null ('fr->pinfo', 'fr->pinfo != NULL', one operand of '&&'), or
 * -1. */
static int hook_field(const struct model *m, int c, unsigned depth)
{
	c = model_skip_conv(m, c);
	if (c < 0 || depth > 8)
		return -1;
	const struct node *n = &m->nodes[c];
	if (n->kind == NK_BINARY && n->op == MOP_LAND) {
		int f = hook_field(m, n->lhs.node, depth + 1);
		return f >= 0 ? f : hook_field(m, n->rhs.node, depth + 1);
	}
	if (n->kind == NK_BINARY && n->op == MOP_NE && n->rhs.is_const &&
	    n->rhs.ival == 0)
		c = model_skip_conv(m, n->lhs.node);
	if (c < 0 || m->nodes[c].kind != NK_MEMBER || !m->nodes[c].name ||
	    m->nodes[c].type.kind != MT_PTR)
		return -1;
	return c;
}

/* Does text t name a member of the structure the field 'base' points to
 * ('base->x...', spaces ignored after base)?  Not 'base[i]': an array the
 * field points to may be the library's output buffer. */
static bool through(const char *t, const char *base)
{
	size_t n = strlen(base);

	if (!t || !n || strncmp(t, base, n))
		return false;
	t += n;
	while (*t == ' ' || *t == '\t')
		t++;
	return t[0] == '-' && t[1] == '>';
}

/* Is store node i to a variable that nodes [from, to) declare, or the
 * counter of a loop among them ('for (i = 0; i < 39; i++)' with 'int i'
 * at the function's top)? */
static bool declared_in(const struct model *m, int i, int from, int to)
{
	const struct node *x = &m->nodes[i];

	if (x->kind != NK_REF || !x->name)
		return false;
	for (int k = from; k < to; k++)
		if (m->nodes[k].kind == NK_DECL && m->nodes[k].name &&
		    !(m->nodes[k].flags & NF_GLOBAL) &&
		    !strcmp(m->nodes[k].name, x->name))
			return true;
	for (unsigned l = model_loop_from(m, from);
	     l < m->nloops && m->loops[l].first_node < to; l++)
		if (m->loops[l].ivar && !strcmp(m->loops[l].ivar, x->name) &&
		    i < m->loops[l].last_node)
			return true;
	return false;
}

/* Do nodes [from, to) store only through base ('fr->pinfo' as written)
 * or to variables they declare, and call only functions of the unit
 * that do the same through the field of the argument the call passes
 * root as, or store nothing but their locals (depth 0: no further
 * calls)? */
static bool hook_only(const struct model *m, int from, int to,
		      const char *base, const char *root, const char *field,
		      unsigned depth)
{
	for (int i = from; i < to; i++) {
		const struct node *x = &m->nodes[i];
		if (x->kind == NK_CALL) {
			int fi = unit_function(m, x->name);
			if (fi < 0 || !depth || fi == x->func)
				return false;
			const struct function *fn = &m->funcs[fi];
			/* the parameter the call passes root for */
			int args[16], decls[16];
			unsigned na = model_call_args_at(m, i, args, 16);
			unsigned np = model_param_decls(m, fn, decls, 16);
			char *pbase = NULL;
			for (unsigned k = 0; k < np && k < na && !pbase; k++) {
				const struct node *p = &m->nodes[decls[k]];
				if (args[k] < 0 || !p->name)
					continue;
				char *t = model_node_text(m, &m->nodes[args[k]]);
				if (!strcmp(t, root))
					pbase = xasprintf("%s->%s", p->name, field);
				free(t);
			}
			/* (without: a function that stores nothing but its
			 * locals, such as a sum of energies) */
			bool ok = hook_only(m, fn->first_node, fn->last_node,
					    pbase ? pbase : "", "", field,
					    depth - 1);
			free(pbase);
			if (!ok)
				return false;
			continue;
		}
		if (!(x->flags & NF_STORE) || declared_in(m, i, from, to))
			continue;
		char *t = model_node_text(m, x);
		bool ok = through(t, base);
		free(t);
		if (!ok)
			return false;
	}
	return true;
}

/* Is the then-arm [from, to) of the if whose condition is c an optional
 * report block (ONCE_HOOK)?  w[0..nw) are the unit's writes. */
static bool hook_block(const struct model *m, int c, int from, int to,
		       const struct wrec *w, size_t nw)
{
	int f = hook_field(m, c, 0);
	if (f < 0)
		return false;
	const struct node *fl = &m->nodes[f];
	/* one field for the call ('fr->pinfo' with 'fr' a parameter the
	 * function does not write; not 'c[i].pinfo'), which the unit
	 * assigns only NULL or an API call's parameter (or not at all: the
	 * API call is in another file, as mpg123's frame.c) */
	const struct wrec *r = wfind(w, nw, NK_MEMBER, -1, fl->name);
	int fr = flag_root(m, f);
	if (!flag_object(m, f, w, nw) || fr < 0 || !root_fixed(m, fr) ||
	    (r && (r->how & (W_OTHER | W_SET | W_NOTPARAM))))
		return false;
	char *base = model_text(m, fl->file, fl->begin, fl->end);
	int ro = fl->lhs.node;
	char *root = ro >= 0 ? model_node_text(m, &m->nodes[ro]) : NULL;
	bool hit = base && root && *root &&
		   hook_only(m, from, to, base, root, fl->name, 1);
	free(base);
	free(root);
	return hit;
}

/* --- error paths ------------------------------------------------------ */

/* The next word of name p (split at '_', digits and lower-to-upper case
 * changes: 'crc_errors', 'numErrors', 'ERRORS', 'SetConfig'): *w and its
 * length; the rest of the name, or NULL at its end. */
static const char *name_word(const char *p, const char **w, size_t *n)
{
	while (*p && !((*p | 32) >= 'a' && (*p | 32) <= 'z'))
		p++;
	if (!*p)
		return NULL;
	*w = p++;
	while (*p && (*p >= 'a' && *p <= 'z'))
		p++;	/* a word: one letter, then lower case */
	if ((*w)[0] >= 'A' && (*w)[0] <= 'Z' && p == *w + 1)
		while (*p >= 'A' && *p <= 'Z' && !(p[1] >= 'a' && p[1] <= 'z'))
			p++;	/* an upper-case word ('ERRORS') */
	*n = (size_t)(p - *w);
	return p;
}

/* Does name s say error: a word of it that starts with 'err'
 * ('crc_errors', 'numErrors', 'errcnt') or is 'nerr' -- not 'deferred',
 * 'headerReads', 'userRequests' or 'interrupt'? */
static bool says_error(const char *s)
{
	const char *w;
	size_t n;

	for (const char *p = s; p && (p = name_word(p, &w, &n));)
		if ((n >= 3 && !strncasecmp(w, "err", 3)) ||
		    (n >= 4 && !strncasecmp(w, "nerr", 4)))
			return true;
	return false;
}

/* Does call n's text (its message) say that something went wrong
 * ('fprintf(stderr, "Invalid psy model ...")'), not only what happens
 * ('fprintf(stderr, "frame %d\n", i)', a progress log)? */
static bool error_words(const struct model *m, const struct node *n)
{
	static const char *const words[] = { "err", "fail", "bad", "invalid",
		"corrupt", "warn", "cannot", "can't", "unable", "unsupported",
		"illegal", "wrong", "missing", "overflow", "fatal", "abort",
		"not supported", "out of memory", NULL };

	if (n->file >= m->nfiles || n->end > m->files[n->file].len)
		return false;
	const char *t = m->files[n->file].text;
	bool in = false;	/* inside a string literal */
	for (unsigned b = n->begin; b < n->end; b++) {
		if (t[b] == '"' && (b == n->begin || t[b - 1] != '\\'))
			in = !in;
		/* at the start of a word ('transferred', 'interrupted' and
		 * 'preferred' hold no error) */
		bool start = b > n->begin && !((t[b - 1] | 32) >= 'a' &&
					       (t[b - 1] | 32) <= 'z');
		for (unsigned w = 0; in && start && words[w]; w++)
			if (b + strlen(words[w]) <= n->end &&
			    !strncasecmp(t + b, words[w], strlen(words[w])))
				return true;
	}
	return false;
}

/* Does the name of a function pointer say it handles errors: a word of it
 * starts with 'err' and another says handler ('error_func', libmad's
 * decoder callback; 'err_cb', 'errorHandler', 'on_error_fn') -- not a
 * computation through a pointer ('err_weight', 'quant_error')? */
static bool error_handler_name(const char *s)
{
	static const char *const handler[] = { "func", "fn", "cb", "callback",
		"handler", "hook", "proc", NULL };
	const char *w;
	size_t n;
	bool handles = false;

	if (!says_error(s))
		return false;
	for (const char *p = s; p && !handles && (p = name_word(p, &w, &n));)
		for (size_t i = 0; handler[i] && !handles; i++)
			handles = n == strlen(handler[i]) &&
				  !strncasecmp(w, handler[i], n);
	return handles;
}

/* Is call node ci a report of an error: abort(), exit(), 'fprintf(stderr,
 * ...)', a function whose name says error, warning or fatal called with
 * a string literal (its message), or a call through a pointer whose name
 * says it handles errors (error_handler_name())? */
static bool error_call(const struct model *m, int ci)
{
	static const char *const stops[] = { "abort", "exit", "_exit", "_Exit",
		"perror", "__assert_fail", "longjmp", "siglongjmp" };
	static const char *const words[] = { "error", "warn", "fatal", "panic" };
	const struct node *n = &m->nodes[ci];

	if (!n->name)
		return false;
	if (n->indirect) {
		/* its value unused or only tested ('switch (error_func(...))',
		 * libmad's decoder), not a value the code computes with (an
		 * error metric: 'e = st->error_fn(cur, ref, 16)') */
		int p = n->parent;
		while (p >= 0 && m->nodes[p].kind == NK_CONV)
			p = m->nodes[p].parent;
		if (p >= 0 && m->nodes[p].kind == NK_BINARY &&
		    (m->nodes[p].op == MOP_EQ || m->nodes[p].op == MOP_NE ||
		     m->nodes[p].op == MOP_LT || m->nodes[p].op == MOP_GT ||
		     m->nodes[p].op == MOP_LE || m->nodes[p].op == MOP_GE))
			p = m->nodes[p].parent;
		return (p < 0 || m->nodes[p].kind == NK_IF) &&
		       error_handler_name(n->name);
	}
	for (size_t i = 0; i < sizeof(stops) / sizeof(stops[0]); i++)
		if (!strcmp(n->name, stops[i]))
			return true;
	int args[2];
	unsigned na = model_call_args_at(m, ci, args, 2);
	if ((!strcmp(n->name, "fprintf") || !strcmp(n->name, "fputs") ||
	     !strcmp(n->name, "vfprintf")) && na) {
		int a = args[!strcmp(n->name, "fputs")];
		for (unsigned g = 0; a >= 0 && g < 8 &&
		     m->nodes[a].kind == NK_CONV; g++)
			a = m->nodes[a].lhs.node;
		return a >= 0 && m->nodes[a].kind == NK_REF && m->nodes[a].name &&
		       !strcmp(m->nodes[a].name, "stderr") && error_words(m, n);
	}
	bool named = false;
	for (size_t i = 0; i < sizeof(words) / sizeof(words[0]) && !named; i++)
		for (const char *p = n->name; *p && !named; p++) {
			size_t k = 0;
			while (words[i][k] && p[k] && (p[k] | 32) == words[i][k])
				k++;
			named = !words[i][k];
		}
	if (!named || n->file >= m->nfiles || n->end > m->files[n->file].len)
		return false;
	/* a message: a string literal among the arguments */
	const char *t = m->files[n->file].text;
	for (unsigned b = n->begin; b < n->end; b++)
		if (t[b] == '"')
			return true;
	return false;
}

int model_error_marker(const struct model *m, int ifn, int from, int to)
{
	int loop = m->nodes[ifn].loop;

	for (int k = from; k < to; k++) {
		const struct node *n = &m->nodes[k];
		int sw = model_switch_end(m, k);
		if (sw > k) {
			/* a switch: its cases are conditional ('default:
			 * fprintf(stderr, ...)' beside the real work) */
			k = sw - 1;
			continue;
		}
		if (n->kind == NK_IF) {
			/* a further if: its arms are conditional */
			int end = (n->arm_flags & ARM_ELSE) ? n->arm_end[1] :
				  n->arm_end[0];
			if (end > k + 1)
				k = end - 1;
			continue;
		}
		if (n->loop != loop)
			continue;
		bool marker = n->kind == NK_CALL && error_call(m, k);
		if ((n->kind == NK_UNARY && (n->op == MOP_PREINC ||
					    n->op == MOP_POSTINC)) ||
		    (n->kind == NK_ASSIGN_OP && n->op == MOP_ADD &&
		     n->rhs.is_const && n->rhs.ival == 1)) {
			int x = n->lhs.node;
			marker = x >= 0 && (m->nodes[x].kind == NK_REF ||
					    m->nodes[x].kind == NK_MEMBER) &&
				 m->nodes[x].type.kind == MT_INT &&
				 says_error(m->nodes[x].name);
		}
		/* at the arm's end: after the report's statement at most a
		 * few operations and no loop (the clean-up: 's = 0;',
		 * 'memset(buf, 0, n);', then 'return', 'break' or
		 * 'continue', which make no node), not a report before the
		 * arm's own work */
		bool last = true;
		unsigned after = 0;
		for (int j = k + 1; j < to && last; j++) {
			const struct node *x = &m->nodes[j];
			if (x->stmt_begin == n->stmt_begin)
				continue;
			last = x->loop == loop && ++after <= 8;
		}
		if (marker && last)
			return k;
	}
	return -1;
}

/* The operand a failure test reads: the node under conversions of 'x',
 * 'x != 0', 'x < 0', 'x == -1' or '!x' (a pointer), or -1 if c tests
 * otherwise. */
static int failure_operand(const struct model *m, int c)
{
	c = model_skip_conv(m, c);
	if (c < 0)
		return -1;
	const struct node *n = &m->nodes[c];
	if (n->kind == NK_UNARY && n->op == MOP_LNOT) {
		int x = model_skip_conv(m, n->lhs.node);
		return x >= 0 && m->nodes[x].type.kind == MT_PTR ? x : -1;
	}
	if (n->kind == NK_BINARY && n->rhs.is_const && n->rhs.node < 0 &&
	    ((n->op == MOP_NE && n->rhs.ival == 0) ||
	     (n->op == MOP_LT && n->rhs.ival == 0) ||
	     (n->op == MOP_EQ && n->rhs.ival < 0)))
		c = model_skip_conv(m, n->lhs.node);
	else if (n->type.kind == MT_PTR)
		return -1;	/* 'if (p)': the call succeeded */
	return c >= 0 && (m->nodes[c].type.kind == MT_INT ||
			  m->nodes[c].type.kind == MT_PTR) ? c : -1;
}

int model_status_call(const struct model *m, int ifn)
{
	const struct node *n = &m->nodes[ifn];
	int x = n->kind == NK_IF ? failure_operand(m, n->lhs.node) : -1;

	if (x < 0 || n->arm_end[0] <= ifn + 1)
		return -1;
	/* the status: the call itself, or a local the nearest write before
	 * the test set from a call, in the same loop */
	int call = -1;
	if (m->nodes[x].kind == NK_CALL) {
		call = x;
	} else if (m->nodes[x].kind == NK_REF && m->nodes[x].name &&
		   n->func >= 0 && name_decls(m, n->func, m->nodes[x].name) <= 1 &&
		   !model_name_addr_taken(m, m->nodes[x].name,
					  m->funcs[n->func].first_node,
					  m->funcs[n->func].last_node)) {
		const char *v = m->nodes[x].name;
		int first = m->funcs[n->func].first_node;
		for (int k = model_sub_first(m, n->lhs.node) - 1; k >= first; k--) {
			const struct node *w = &m->nodes[k];
			int val = -1;
			if (w->kind == NK_DECL && w->name && w->name[0] == v[0] &&
			    !strcmp(w->name, v)) {
				if (w->flags & (NF_GLOBAL | NF_PARAM))
					break;
				val = w->rhs.node;
			} else if (w->kind == NK_BINARY && w->op == MOP_ASSIGN &&
				   w->lhs.node >= 0 &&
				   m->nodes[w->lhs.node].kind == NK_REF &&
				   m->nodes[w->lhs.node].name &&
				   m->nodes[w->lhs.node].name[0] == v[0] &&
				   !strcmp(m->nodes[w->lhs.node].name, v)) {
				val = w->rhs.node;
			} else if (!((w->kind == NK_UNARY || w->kind == NK_ASSIGN_OP) &&
				     w->lhs.node >= 0 &&
				     m->nodes[w->lhs.node].kind == NK_REF &&
				     m->nodes[w->lhs.node].name &&
				     !strcmp(m->nodes[w->lhs.node].name, v))) {
				continue;
			}
			val = model_skip_conv(m, val);
			if (w->loop == n->loop && val >= 0 &&
			    m->nodes[val].kind == NK_CALL)
				call = val;
			break;
		}
	}
	if (call < 0 || !m->nodes[call].name)
		return -1;
	/* the failure's handling: the arm returns an error, or decides
	 * between a recovery and an error return ('if (lost) { ...fill... }
	 * else return OPUS_INTERNAL_ERROR;'), at its top level */
	if (n->arm_err & 1)
		return call;
	for (int k = ifn + 1; k < n->arm_end[0]; k++) {
		const struct node *g = &m->nodes[k];
		int sw = model_switch_end(m, k);
		if (sw > k) {
			k = sw - 1;
			continue;
		}
		if (g->kind != NK_IF)
			continue;
		if (g->loop == n->loop && (g->arm_flags & ARM_ELSE) && g->arm_err)
			return call;
		int end = (g->arm_flags & ARM_ELSE) ? g->arm_end[1] : g->arm_end[0];
		if (end > k + 1)
			k = end - 1;
	}
	return -1;
}

/* --- settings off by default ---------------------------------------- */

bool model_setup_name(const char *name)
{
	static const char *const cold[] = { "main", "*_init", "*_init_*",
		"init_*", "*_new", "*_create", "*_alloc", "*_setup", "setup_*",
		"*parse_args*", "*_options", "*getopt*",
		/* teardown runs once per stream too (not *_clear, *_reset,
		 * *_end or *_done: bit buffers and range coders are cleared
		 * and finished once per frame) */
		"*_finish", "*_destroy", "*_delete", "*_free", "*_close",
		"*_deinit", NULL };

	for (size_t i = 0; name && cold[i]; i++)
		if (!fnmatch(cold[i], name, 0))
			return true;
	return false;
}

bool model_setup_word(const char *name)
{
	/* the last words of model_setup_name()'s names in other spellings:
	 * 'NeAACDecOpen', 'NeAACDecInit2', 'WavpackPackInit',
	 * 'FLAC__MD5Init', 'silk_VAD_Init', 'seekpoint_array_new_' (a first
	 * word is no such sign: 'create_channel_config' and
	 * 'open_loop_nbest_pitch' run per frame) */
	static const char *const last[] = { "init", "new", "create", "alloc",
		"setup", "open", "finish", "destroy", "delete", "free", "close",
		"deinit", NULL };
	const char *w, *lw = NULL;
	size_t n, ln = 0;

	for (const char *p = name; p && (p = name_word(p, &w, &n));) {
		lw = w;
		ln = n;
	}
	for (size_t i = 0; lw && last[i]; i++)
		if (ln == strlen(last[i]) && !strncasecmp(lw, last[i], ln))
			return true;
	return false;
}

const char *model_rare_name(const char *name)
{
	/* words that make a seek something else: a bit reader's or a
	 * buffer's position ('bitstream_seek_bits', 'bs_seek'), a table
	 * ('seek_table', 'seekTable'), a predicate or a pending request
	 * ('can_seek', 'is_seekable', 'seek_pending') */
	static const char *const not_seek[] = { "bit", "bits", "bitstream",
		"bs", "byte", "bytes", "buf", "buffer", "table", "can", "is",
		"has", "pending", NULL };
	const char *w, *last = NULL;
	size_t n, lastn = 0;
	bool seek = false, other = false, lost = false;
	const char *conceal = NULL;

	for (const char *p = name; p && (p = name_word(p, &w, &n));) {
		if (n == 4 && !strncasecmp(w, "seek", 4))
			seek = true;
		for (size_t i = 0; not_seek[i]; i++)
			other |= n == strlen(not_seek[i]) &&
				 !strncasecmp(w, not_seek[i], n);
		/* a packet's concealment: 'silk_PLC_conceal',
		 * 'error_concealment' */
		if ((n == 7 && !strncasecmp(w, "conceal", 7)) ||
		    (n == 11 && !strncasecmp(w, "concealment", 11)))
			conceal = w;
		/* 'lost' after 'decode' and last ('celt_decode_lost',
		 * 'nb_decode_lost'): not a predicate ('is_packet_lost'), a
		 * count ('frames_lost_count') nor a state ('lostSync') */
		lost = n == 4 && !strncasecmp(w, "lost", 4) && last &&
		       lastn == 6 && !strncasecmp(last, "decode", 6);
		last = w;
		lastn = n;
	}
	if (seek && !other)
		return seek_when;
	if (conceal || lost)
		return "only for a lost packet, not per frame";
	return NULL;
}

/* Is node k of function fn under no if but tests of pointers ('if (p)',
 * 'if (v->ath)', 'if (b != NULL)': a teardown's checks of what it frees),
 * not a rare arm ('if (e->n > 4096) free(e->buf);')? */
static bool under_pointer_tests(const struct model *m, const struct function *fn,
				int k)
{
	for (int j = fn->first_node; j < k; j++) {
		const struct node *x = &m->nodes[j];
		if (x->kind != NK_IF)
			continue;
		int end = (x->arm_flags & ARM_ELSE) ? x->arm_end[1] : x->arm_end[0];
		if (k >= end)
			continue;
		int c = model_skip_conv(m, x->lhs.node);
		if (c < 0)
			return false;
		const struct node *t = &m->nodes[c];
		if (t->kind == NK_UNARY && t->op == MOP_LNOT)
			return false;	/* 'if (!p)': its arm runs without it */
		if (t->kind == NK_BINARY && (t->op == MOP_NE || t->op == MOP_EQ)) {
			int a = model_skip_conv(m, t->lhs.node);
			if (t->op == MOP_EQ || a < 0 ||
			    m->nodes[a].type.kind != MT_PTR)
				return false;
		} else if (t->type.kind != MT_PTR) {
			return false;
		}
		if (k >= x->arm_end[0])
			return false;	/* the else arm of a pointer test */
	}
	return true;
}

bool model_teardown_func(const struct model *m, int f)
{
	static const char *const resets[] = { "*_clear", "*_end", "*_done",
		"*_reset", NULL };
	const struct function *fn = &m->funcs[f];
	bool named = false;

	for (size_t i = 0; fn->name && resets[i] && !named; i++)
		named = !fnmatch(resets[i], fn->name, 0);
	if (!named)
		return false;
	/* not when code of the unit calls it in a loop (a per-frame reset
	 * that frees a buffer when it grew) */
	if (fn->called_in_loop)
		return false;
	for (int k = fn->first_node; k < fn->last_node; k++) {
		const struct node *n = &m->nodes[k];
		if (n->kind != NK_CALL || n->func != f || !n->name || n->indirect)
			continue;
		size_t len = strlen(n->name);
		if ((strcmp(n->name, "free") &&
		     !(len > 5 && !strcmp(n->name + len - 5, "_free"))) ||
		    !under_pointer_tests(m, fn, k))
			continue;
		return true;
	}
	return false;
}

/* Is function f a setter the application calls: a word of its name is
 * 'set' ('twolame_set_quick_mode', 'WavpackSetConfig'), or 'ctl', a request
 * handler a header of the interface declares ('opus_encoder_ctl': 'case
 * OPUS_SET_VBR_REQUEST: st->use_vbr = value;'), and no code of
 * the unit calls it (set-up code that does, as flac's set_defaults_()
 * calls set_compression_level(), makes what it writes no default)?  What
 * it writes is the application's choice. */
static bool app_setter(const struct model *m, int f)
{
	const char *name = f >= 0 ? m->funcs[f].name : NULL;
	const char *w;
	size_t n;
	bool set = false, ctl = false;

	for (const char *p = name; p && !set && (p = name_word(p, &w, &n));) {
		set = n == 3 && (!strncasecmp(w, "set", 3) ||
				 !strncasecmp(w, "ctl", 3));
		ctl = set && !strncasecmp(w, "ctl", 3);
	}
	/* a request handler is the application's when the project's
	 * interface declares it (opus_encoder_ctl in include/opus.h);
	 * another is one layer's, through which the layer above may set it
	 * each frame (speex's wideband encoder sets the narrowband one's
	 * state through nb_encoder_ctl, which a mode table holds) */
	if (!set || (ctl ? !m->funcs[f].public_decl :
		     model_name_taken(m, name)))
		return false;
	for (unsigned i = 0; i < m->nnodes; i++)
		if (m->nodes[i].kind == NK_CALL && m->nodes[i].name &&
		    !strcmp(m->nodes[i].name, name))
			return false;
	return true;
}

/* One write of an integer field: its value if a set-up function writes a
 * constant, or 'state' (written by other code, read-modify-written, its
 * address taken). */
struct field_write {
	uint32_t field;
	bool state;
	int64_t value;
	int at;
};

static int field_cmp(const void *a, const void *b)
{
	const struct field_write *x = a, *y = b;

	if (x->field != y->field)
		return x->field < y->field ? -1 : 1;
	return x->at < y->at ? -1 : x->at > y->at;
}

static int setting_cmp(const void *key, const void *b)
{
	uint32_t f = *(const uint32_t *)key;
	const struct model_setting *s = b;

	return f < s->field ? -1 : f > s->field;
}

/* model.settings from the unit's writes of integer fields. */
/* The setting of identity id (a field's, or a configured local's,
 * array's, pointer's or function's decl_id), NULL if none. */
static const struct model_setting *setting_of(const struct model *m,
					      uint32_t id)
{
	return m->nsettings ? bsearch(&id, m->settings, m->nsettings,
				      sizeof(*m->settings), setting_cmp) : NULL;
}

static int cmp_u32(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
	return (x > y) - (x < y);
}

/* The integer field switch s tests ('switch (glopts->psymodel)'), or 0:
 * a switch whose cases are segments of its block (no label below it). */
static uint32_t switch_field(const struct model *m, unsigned s)
{
	const struct node_range *r = &m->switches[s];
	/* through promotions only: a cast ('(uint8_t)p->model') changes
	 * the value the cases see */
	int c = r->cond >= 0 && !r->stray ? skip_implicit(m, r->cond) : -1;

	return c >= 0 && m->nodes[c].kind == NK_MEMBER &&
	       m->nodes[c].type.kind == MT_INT ? m->nodes[c].field : 0;
}

/* Is node i in an arm of an if or a case of a switch of its function?  A
 * set-up function's write there follows what it read ('if (buf[0] ==
 * 0xFF) d->adts = 1;', a stream's header): no default. */
static bool under_if(const struct model *m, int i)
{
	int f = m->nodes[i].func;

	for (int j = f >= 0 ? m->funcs[f].first_node : i; j < i; j++) {
		const struct node *x = &m->nodes[j];
		int end = (x->arm_flags & ARM_ELSE) ? x->arm_end[1] : x->arm_end[0];
		if (x->kind == NK_IF && i < end)
			return true;
	}
	/* ... or in a switch's case ('switch (hdr[0]) { case 1: d->mode =
	 * 2; ... }') */
	return f >= 0 && model_in_switch(m, m->funcs[f].first_node, i);
}

/* The identifier that text starts with (end false) or ends with (end
 * true), past blanks and parentheses, compared with name. */
static bool text_names(const char *text, const char *name, bool end)
{
	size_t n = strlen(text), len = strlen(name);
	const char *b = text, *e = text + n;
	if (end) {
		while (e > b && (isspace((unsigned char)e[-1]) || e[-1] == ')'))
			e--;
		b = e;
		while (b > text && (isalnum((unsigned char)b[-1]) || b[-1] == '_'))
			b--;
	} else {
		while (b < e && (isspace((unsigned char)*b) || *b == '('))
			b++;
		e = b;
		while (e < text + n && (isalnum((unsigned char)*e) || *e == '_'))
			e++;
	}
	return (size_t)(e - b) == len && !strncmp(b, name, len);
}

/* Does node c read, through conversions, what a configured setting of
 * identity id gives: the field itself, or a call whose result is
 * configured or a parameter (their identity in decl_id: walk.c
 * usr_call(), usr_param())? */
static bool reads_usr(const struct model *m, int c, uint32_t id)
{
	c = model_skip_conv(m, c);
	if (c < 0)
		return false;
	const struct node *x = &m->nodes[c];
	return x->kind == NK_MEMBER ? x->field == id :
	       (x->kind == NK_CALL || x->kind == NK_REF) && x->decl_id == id;
}

/* The value of configured setting u by the unit's own uses of its field:
 * a comparison or an assignment of the field with a constant written as
 * the value's name ('st->mode != MODE_CELT_ONLY', a macro).  Returns
 * whether found. */
static bool usr_value_by_use(const struct model *m, uint32_t field,
			     const char *name, int64_t *v)
{
	for (unsigned i = 0; i < m->nnodes; i++) {
		const struct node *n = &m->nodes[i];
		if (n->kind != NK_BINARY ||
		    !((n->op >= MOP_LT && n->op <= MOP_NE) || n->op == MOP_ASSIGN ||
		      n->op == MOP_AND))
			continue;
		bool left = reads_usr(m, n->lhs.node, field) &&
			    n->rhs.is_const && !mt_is_float(n->rhs.type);
		bool right = !left && reads_usr(m, n->rhs.node, field) &&
			     n->lhs.is_const && !mt_is_float(n->lhs.type);
		if (!left && !right)
			continue;
		char *text = model_node_text(m, n);
		bool hit = text && text_names(text, name, left);
		free(text);
		if (hit) {
			*v = left ? n->rhs.ival : n->lhs.ival;
			return true;
		}
	}
	return false;
}

/* Value *v and mask *mask of a configured setting converted to the type
 * of field uf, as an assignment converts the value (-1 into a uint8_t is
 * 255, 2 into a _Bool 1), the mask widened over the bits the type fixes
 * (an unsigned field's upper bits are 0, a signed one's copy its sign
 * bit).  False where a _Bool leaves bits unknown. */
static bool usr_convert(const struct usr_field *uf, int64_t *v, int64_t *mask)
{
	if (uf->is_bool) {
		*v = *mask == -1 ? *v != 0 : *v & 1;
		*mask = *mask & 1 ? -1 : ~(int64_t)1;
		return *mask == -1;
	}
	if (!uf->bits || uf->bits >= 64)
		return true;
	uint64_t fm = (UINT64_C(1) << uf->bits) - 1, sign = UINT64_C(1) << (uf->bits - 1);
	uint64_t x = (uint64_t)*v & fm, k = (uint64_t)*mask & fm;
	if (uf->is_unsigned) {
		k |= ~fm;
	} else if (k & sign) {
		k |= ~fm;
		if (x & sign)
			x |= ~fm;
	}
	*v = (int64_t)x;
	*mask = (int64_t)k;
	return true;
}

/* Configured setting uf's value and mask as the field holds them: its
 * names resolved (walk.c: an enumerator, a macro's definition; else a
 * macro the unit compares the field with), converted to the field's
 * type (usr_convert()).  False if a name is not known, or the value has
 * bits off the mask. */
static bool usr_resolved(const struct model *m, const struct usr_field *uf,
			 int64_t *v, int64_t *mask)
{
	const struct user_setting *u = &m->usr[uf->idx];

	*v = u->value;
	*mask = u->mask;
	if (u->name && !(m->usr_known && m->usr_known[uf->idx] &&
			 (*v = m->usr_val[uf->idx], true)) &&
	    !usr_value_by_use(m, uf->field, u->name, v))
		return false;
	if (u->mask_name && !(m->usr_mknown && m->usr_mknown[uf->idx] &&
			      (*mask = m->usr_mask[uf->idx], true)) &&
	    !usr_value_by_use(m, uf->field, u->mask_name, mask))
		return false;
	if (*v & ~*mask)
		return false;
	return usr_convert(uf, v, mask);
}

bool model_usr_arg_clash(const struct model *m, const struct usr_arg *a,
			 int64_t *want, int64_t *passed)
{
	const struct user_setting *u = &m->usr[a->uf.idx];
	int64_t v = u->value, mask = -1, pmask = -1;

	*passed = a->v;
	if (!u->param || u->mask != -1 || u->mask_name)
		return false;
	if (u->name) {
		if (!m->usr_known || !m->usr_known[a->uf.idx])
			return false;
		v = m->usr_val[a->uf.idx];
	}
	if (!usr_convert(&a->uf, &v, &mask) ||
	    !usr_convert(&a->uf, passed, &pmask))
		return false;
	*want = v;
	return v != *passed;
}

static const struct model_setting *setting_at(const struct model *m, int c);

/* The value operand o gives a local of type dst when it is a field a
 * configured setting gives whole, or a constant: *v, *usr the setting (0
 * for a constant); false otherwise. */
static bool usr_source(const struct model *m, const struct operand *o,
		       const struct mtype *dst, int64_t *v, int *usr)
{
	if (o->is_const && !mt_is_float(o->type)) {
		int64_t lo, hi;
		type_values(dst, &lo, &hi);
		if (o->ival < lo || o->ival > hi)
			return false;	/* (it converts) */
		*v = o->ival;
		*usr = 0;
		return true;
	}
	/* the field as is, through implicit conversions the local's type
	 * holds: not '(unsigned char)st->mode', nor into a narrower local */
	int e = skip_implicit(m, o->node);
	/* or a test that configured settings decide (celt's 'hybrid =
	 * start != 0;' with 'start = st->start;' configured): 0 or 1 */
	const struct node *t = e >= 0 ? &m->nodes[e] : NULL;
	bool holds;
	const struct model_setting *ts;
	if (t && ((t->kind == NK_BINARY &&
		   ((t->op >= MOP_LT && t->op <= MOP_NE) || t->op == MOP_LAND ||
		    t->op == MOP_LOR)) ||
		  (t->kind == NK_UNARY && t->op == MOP_LNOT)) &&
	    (ts = model_setting_test(m, e, &holds)) && ts->usr) {
		*v = holds;
		*usr = ts->usr;
		return true;
	}
	const struct model_setting *s = e >= 0 &&
		(m->nodes[e].kind == NK_MEMBER || m->nodes[e].kind == NK_CALL) &&
		type_holds(dst, &m->nodes[e].type) &&
		(o->src_type.kind != MT_INT ||
		 type_holds(&o->src_type, &m->nodes[e].type)) ?
		setting_at(m, e) : NULL;
	if (!s || !s->usr || s->mask != -1)
		return false;
	/* (one setting of the field: a mask would have split it) */
	*v = s->value;
	*usr = s->usr;
	return true;
}

/* Does operand o, stored into a local of type dst, copy configured field
 * fld with all its bits: the field as is, through implicit conversions to
 * a type of its signedness as wide or wider? */
static bool parts_copy(const struct model *m, const struct mtype *dst,
		       const struct operand *o, uint32_t fld)
{
	int e = skip_implicit(m, o->node);
	const struct model_setting *s = e >= 0 && m->nodes[e].kind == NK_MEMBER ?
		setting_at(m, e) : NULL;
	const struct mtype *t = e >= 0 ? &m->nodes[e].type : NULL;
	return s && s->field == fld && dst->kind == MT_INT && t->kind == MT_INT &&
	       dst->bits >= t->bits && dst->is_unsigned == t->is_unsigned &&
	       (o->src_type.kind != MT_INT || type_holds(&o->src_type, t));
}

/* How many low bits of integer operand o are known zero: a constant's
 * trailing zeros, a product's sum, a left shift's by a constant. */
static unsigned low_zero_bits(const struct model *m, const struct operand *o)
{
	/* (integers only, not through a cast to a narrower type, which may
	 * be a _Bool: '(_Bool)(n * 16)' is 1) */
	if (o->type.kind != MT_INT ||
	    (o->src_type.kind != MT_INT && o->src_type.kind != MT_VOID) ||
	    (o->src_type.kind == MT_INT && o->src_type.bits < o->type.bits))
		return 0;
	if (o->is_const)
		return o->ival ? (unsigned)__builtin_ctzll((uint64_t)o->ival) : 64;
	int e = skip_implicit(m, o->node);
	if (e < 0 || m->nodes[e].kind != NK_BINARY ||
	    m->nodes[e].type.kind != MT_INT)
		return 0;
	const struct node *n = &m->nodes[e];
	unsigned a, b;
	switch (n->op) {
	case MOP_MUL:
		a = low_zero_bits(m, &n->lhs);
		b = low_zero_bits(m, &n->rhs);
		return a + b > 64 ? 64 : a + b;
	case MOP_SHL:
		if (!n->rhs.is_const || n->rhs.ival < 0 || n->rhs.ival >= 64)
			return 0;
		a = low_zero_bits(m, &n->lhs) + (unsigned)n->rhs.ival;
		return a > 64 ? 64 : a;
	default:
		return 0;
	}
}

/* An upper bound of integer operand o's value, which is never negative
 * (*max): constants, and sums, products, shifts by constants, '&' with a
 * constant and '|' of such (wavpack's '(1U << MAG_LSB) * ((flags &
 * BYTES_STORED) * 8 + 7)': 31 << 18); false otherwise, or where it may
 * not fit o's type. */
static bool umax_of(const struct model *m, const struct operand *o,
		    uint64_t *max)
{
	if (o->type.kind != MT_INT || !o->type.bits || o->type.bits > 64)
		return false;
	uint64_t lim = o->type.bits >= 64 ? (o->type.is_unsigned ? UINT64_MAX :
					       (uint64_t)INT64_MAX) :
		       (UINT64_C(1) << (o->type.bits - !o->type.is_unsigned)) - 1;
	if (o->is_const) {
		*max = (uint64_t)o->ival;
		return o->ival >= 0 && *max <= lim;
	}
	int e = skip_implicit(m, o->node);
	if (e < 0 || m->nodes[e].kind != NK_BINARY ||
	    m->nodes[e].type.kind != MT_INT)
		return false;
	const struct node *n = &m->nodes[e];
	uint64_t a, b;
	bool ka, kb;
	switch (n->op) {
	case MOP_AND:
		/* (a mask that is a constant bounds it, whatever the other) */
		ka = umax_of(m, &n->lhs, &a);
		kb = umax_of(m, &n->rhs, &b);
		if ((!ka || !n->lhs.is_const) && (!kb || !n->rhs.is_const) &&
		    !(ka && kb))
			return false;
		*max = ka && kb ? (a < b ? a : b) : ka ? a : b;
		break;
	case MOP_OR:
	case MOP_ADD:
	case MOP_MUL:
		if (!umax_of(m, &n->lhs, &a) || !umax_of(m, &n->rhs, &b))
			return false;
		if (n->op == MOP_MUL ? (a && b > UINT64_MAX / a) :
		    a > UINT64_MAX - b)
			return false;
		*max = n->op == MOP_MUL ? a * b : a + b;	/* (a | b <= a + b) */
		break;
	case MOP_SHL:
		if (!n->rhs.is_const || n->rhs.ival < 0 || n->rhs.ival >= 64 ||
		    !umax_of(m, &n->lhs, &a) ||
		    (a && (unsigned)n->rhs.ival >= (unsigned)__builtin_clzll(a)))
			return false;
		*max = a << n->rhs.ival;
		break;
	default:
		return false;
	}
	return *max <= lim;
}

/* The bits of a local that an add or a subtract of a value whose low z
 * bits are zero and that is below 2^h may change ('flags += (1U <<
 * MAG_LSB) * ((flags & BYTES_STORED) * 8 + 7)'): from bit z up to the
 * first bit from h on that it holds as 'stop' says (a carry ends at a bit
 * known to be 0, a borrow at one known to be 1), that bit included; every
 * bit from z on where no such bit is known. */
static int64_t carry_bits(unsigned z, unsigned h, uint64_t stop)
{
	if (z >= 64)
		return 0;
	uint64_t from = ~UINT64_C(0) << z;
	uint64_t above = h >= 64 ? 0 : stop & (~UINT64_C(0) << h);
	if (!above)
		return (int64_t)from;
	unsigned j = (unsigned)__builtin_ctzll(above);
	uint64_t upto = j >= 63 ? ~UINT64_C(0) : (UINT64_C(1) << (j + 1)) - 1;
	return (int64_t)(from & upto);
}

/* Locals that hold a configured field's value: every write of them (the
 * initializer and each assignment) stores that field or a constant of the
 * same value ('mode = st->mode;' and 'mode = st->prev_mode;' in opus's
 * decoder, both configured), and no code takes their address.  Tests of
 * them are decided as the field's are: a setting on their declaration's
 * identity (node.decl_id), which setting_at() finds for a reference. */
static bool usr_locals(struct model *m)
{
	uint32_t *cand = NULL;
	unsigned ncand = 0;
	struct model_setting *more = NULL;
	unsigned nmore = 0;

	for (unsigned i = 0; i < m->nnodes; i++) {
		const struct node *n = &m->nodes[i];
		int64_t v;
		int u;
		/* an assignment or an initializer ('int mode = st->mode;') */
		const struct node *l = n->kind == NK_DECL ? n :
			n->kind == NK_BINARY && n->op == MOP_ASSIGN &&
			n->lhs.node >= 0 ? &m->nodes[n->lhs.node] : NULL;
		if (!l || (l->kind != NK_REF && l->kind != NK_DECL) ||
		    !l->decl_id || l->type.kind != MT_INT ||
		    (n->kind == NK_DECL && n->rhs.node < 0) ||
		    setting_of(m, l->decl_id) ||
		    !usr_source(m, &n->rhs, &l->type, &v, &u) || !u)
			continue;
		cand = xrealloc(cand, (ncand + 1) * sizeof(*cand));
		cand[ncand++] = l->decl_id;
	}
	for (unsigned c = 0; c < ncand; c++) {
		bool dup = false;
		for (unsigned k = 0; k < c && !dup; k++)
			dup = cand[k] == cand[c];
		if (dup)
			continue;
		int64_t val = 0;
		int usr = 0;
		bool ok = true, any = false, local = false;
		for (unsigned i = 0; i < m->nnodes && ok; i++) {
			const struct node *n = &m->nodes[i];
			if (n->decl_id != cand[c] ||
			    (n->kind != NK_REF && n->kind != NK_DECL))
				continue;
			int64_t v;
			int u;
			if (n->kind == NK_DECL) {
				local = !(n->flags & (NF_GLOBAL | NF_PARAM));
				ok = local && (n->type.kind == MT_INT) &&
				     ((!n->rhs.is_const && n->rhs.node < 0) ||
				      (usr_source(m, &n->rhs, &n->type, &v, &u) &&
				       (!any || v == val) &&
				       (val = v, usr = usr ? usr : u, any = true)));
				continue;
			}
			const struct node *p = n->parent >= 0 ? &m->nodes[n->parent] : NULL;
			if (p && p->kind == NK_UNARY && p->op == MOP_ADDROF) {
				ok = false;
				continue;
			}
			if (!(n->flags & NF_STORE))
				continue;
			ok = !(n->flags & NF_RMW) && p && p->kind == NK_BINARY &&
			     p->op == MOP_ASSIGN && p->lhs.node == (int)i &&
			     usr_source(m, &p->rhs, &n->type, &v, &u) &&
			     (!any || v == val);
			if (ok) {
				val = v;
				usr = usr ? usr : u;
				any = true;
			}
		}
		if (ok && local && usr) {
			more = xrealloc(more, (nmore + 1) * sizeof(*more));
			more[nmore++] = (struct model_setting){
				cand[c], val, -1, -1, usr };
		}
	}
	/* a local that only ever copies one field that settings give in
	 * parts ('uint32_t flags = wps->wphdr.flags;', wavpack's
	 * 'if (flags & DSD_FLAG)', copied again after a call that may
	 * have changed other bits): those parts (all added after the
	 * searches: setting_at() needs the array sorted) */
	for (unsigned i = 0; i < m->nnodes; i++) {
		const struct node *d = &m->nodes[i];
		int e = d->kind == NK_DECL ? skip_implicit(m, d->rhs.node) : -1;
		const struct model_setting *s = e >= 0 &&
			m->nodes[e].kind == NK_MEMBER ? setting_at(m, e) : NULL;
		if (!s || !s->usr || s->mask == -1 || !d->decl_id ||
		    (d->flags & (NF_GLOBAL | NF_PARAM)) || d->func < 0 ||
		    setting_of(m, d->decl_id) ||
		    !parts_copy(m, &d->type, &d->rhs, s->field))
			continue;
		/* (the local's bits: a constant converts to its type) */
		int64_t wm = d->type.bits && d->type.bits < 64 ?
			(int64_t)((UINT64_C(1) << d->type.bits) - 1) : -1;
		/* the bits its other writes may change: it keeps the
		 * settings of the others */
		int64_t clobbered = 0;
		bool ok = true;
		/* the adds and subtracts: low zero bits, bound, a subtract */
		struct carry_add { unsigned z, h; bool sub, once; } adds[8];
		unsigned nadds = 0;
		const struct function *f = &m->funcs[d->func];
		for (int k = f->first_node; k < f->last_node && ok; k++) {
			const struct node *n = &m->nodes[k];
			const struct node *p = n->parent >= 0 ? &m->nodes[n->parent] : NULL;
			if (n->kind != NK_REF || n->decl_id != d->decl_id)
				continue;
			if (p && p->kind == NK_UNARY && p->op == MOP_ADDROF) {
				ok = false;
				continue;
			}
			if (!(n->flags & NF_STORE))
				continue;
			/* written a copy of the same field */
			if (!(n->flags & NF_RMW) && p && p->kind == NK_BINARY &&
			    p->op == MOP_ASSIGN && p->lhs.node == k &&
			    parts_copy(m, &d->type, &p->rhs, s->field))
				continue;
			ok = p && p->kind == NK_ASSIGN_OP && p->lhs.node == k;
			if (!ok)
				continue;
			/* bits set, cleared or flipped ('flags &= ~(JOINT_STEREO
			 * | CROSS_DECORR)', 'flags |= FALSE_STEREO'), or a
			 * multiple of 2^k added ('flags -= (1 << MAG_LSB) *
			 * shift': the bits below k stay) */
			bool k_const = p->rhs.is_const && !mt_is_float(p->rhs.type);
			if (k_const && p->op == MOP_AND)
				clobbered |= ~p->rhs.ival;
			else if (k_const && (p->op == MOP_OR || p->op == MOP_XOR))
				clobbered |= p->rhs.ival;
			else if (p->op == MOP_ADD || p->op == MOP_SUB) {
				unsigned z = low_zero_bits(m, &p->rhs);
				uint64_t mx;
				unsigned h = umax_of(m, &p->rhs, &mx) ?
					(mx ? 64u - (unsigned)__builtin_clzll(mx) : 0) : 64;
				if (nadds < 8)
					adds[nadds++] = (struct carry_add){ z, h,
						p->op == MOP_SUB,
						p->loop == d->loop && !f->has_label };
				else
					clobbered |= z >= 64 ? 0 :
						(int64_t)(~UINT64_C(0) << z);
			} else
				ok = false;
		}
		/* a carry (a borrow) ends at a bit the settings give 0 (1)
		 * that no write changes: 'flags += (1U << MAG_LSB) * ...',
		 * after 'flags &= ~MAG_MASK', changes bits 18 to 30 at most
		 * (FALSE_STEREO, bit 30, given 0), not wavpack's DSD_FLAG */
		const struct model_setting *s0 = s;
		while (s0 > m->settings && s0[-1].field == s->field)
			s0--;
		uint64_t known0 = 0, known1 = 0;
		for (const struct model_setting *q = s0; q < m->settings +
		     m->nsettings && q->field == s->field; q++)
			if (q->usr) {
				known0 |= (uint64_t)(q->mask & ~q->value);
				known1 |= (uint64_t)(q->mask & q->value);
			}
		/* (each add's own change aside: one that runs once per copy
		 * of the field, in the declaration's loop, changes those bits
		 * once; the others' changes may remove its stop) */
		int64_t own[8] = { 0 };
		for (bool more_bits = nadds > 0; more_bits && ok;) {
			more_bits = false;
			for (unsigned a = 0; a < nadds; a++) {
				int64_t others = clobbered;
				for (unsigned b = 0; b < nadds; b++)
					others |= b != a ? own[b] : 0;
				int64_t c = adds[a].once ?
					carry_bits(adds[a].z, adds[a].h,
						   (adds[a].sub ? known1 : known0) &
						   ~(uint64_t)others) :
					carry_bits(adds[a].z, 64, 0);
				more_bits |= (c | own[a]) != own[a];
				own[a] |= c;
			}
		}
		for (unsigned a = 0; a < nadds; a++)
			clobbered |= own[a];
		/* (a signed local's bits above its width copy its sign bit) */
		if (!d->type.is_unsigned && wm != -1 &&
		    (clobbered & (int64_t)(UINT64_C(1) << (d->type.bits - 1))))
			clobbered |= ~wm;
		else
			clobbered &= wm;
		while (s > m->settings && s[-1].field == s->field)
			s--;
		for (uint32_t fld = s->field; ok && s < m->settings + m->nsettings &&
		     s->field == fld; s++) {
			int64_t mask = s->mask & ~clobbered;
			if (!s->usr || !(mask & wm))
				continue;
			more = xrealloc(more, (nmore + 1) * sizeof(*more));
			more[nmore++] = (struct model_setting){
				d->decl_id, s->value & mask, -1, mask, s->usr };
		}
	}
	if (nmore) {
		m->settings = xrealloc(m->settings, (m->nsettings + nmore) *
				       sizeof(*m->settings));
		memcpy(m->settings + m->nsettings, more, nmore * sizeof(*more));
		m->nsettings += nmore;
		qsort(m->settings, m->nsettings, sizeof(*m->settings), cmp_u32);
	}
	free(more);
	free(cand);
	return nmore != 0;
}

/* The configured settings (model.usr) on the fields the unit uses: each
 * replaces what set-up code gives its field.  A setting whose value the
 * unit does not name (an enumerator it does not declare, a macro it
 * neither defines nor compares the field with) decides nothing here. */
static void usr_settings(struct model *m)
{
	bool added = false;

	for (unsigned k = 0; k < m->nusr_fields; k++) {
		const struct usr_field *uf = &m->usr_fields[k];
		int64_t v, mask;
		/* (a parameter's: where the function never changes it, nor
		 * shadows it, nor holds inline assembly, which may write
		 * it) */
		if (!usr_resolved(m, uf, &v, &mask) ||
		    (uf->param_of && (m->funcs[uf->param_of - 1].has_asm ||
				      !model_param_fixed(m, uf->param_of - 1,
						m->usr[uf->idx].param))))
			continue;
		struct model_setting ns = { uf->field, v & mask, -1, mask,
					    (int)uf->idx + 1 };
		/* (several may give one field's bits: 'flags & A = 0',
		 * 'flags & B = 0'; set-up code's default goes; a later one
		 * that gives a bit an earlier one gives otherwise is
		 * dropped: configuration files refuse it where the values
		 * are numbers) */
		bool clash = false;
		for (unsigned i = 0; i < m->nsettings && !clash; i++)
			clash = m->settings[i].field == uf->field &&
				m->settings[i].usr &&
				((m->settings[i].value ^ ns.value) &
				 m->settings[i].mask & ns.mask);
		if (clash)
			continue;
		bool put = false;
		for (unsigned i = 0; i < m->nsettings && !put; i++)
			if (m->settings[i].field == uf->field &&
			    !m->settings[i].usr) {
				m->settings[i] = ns;
				put = true;
			}
		if (!put) {
			m->settings = xrealloc(m->settings, (m->nsettings + 1) *
					       sizeof(*m->settings));
			m->settings[m->nsettings++] = ns;
		}
		added = true;
	}
	if (added && m->nsettings > 1)
		qsort(m->settings, m->nsettings, sizeof(*m->settings), cmp_u32);
	/* (a local computed from another: 'start = st->start; hybrid =
	 * start != 0;'; a few rounds) */
	for (int round = 0; added && round < 4; round++)
		added = usr_locals(m);
}

static void find_settings(struct model *m)
{
	struct field_write *w = NULL;
	size_t nw = 0, cap = 0;
	/* the fields switches test: a mode, whose set-up value may be any
	 * constant ('newoptions->psymodel = 3') */
	uint32_t *modes = xcalloc(m->nswitches + 1, sizeof(*modes));
	size_t nmodes = 0;
	for (unsigned s = 0; s < m->nswitches; s++)
		if ((modes[nmodes] = switch_field(m, s)))
			nmodes++;
	/* a structure written whole other than through a member ('*p =
	 * hdr[f]', 'memcpy(p, ...)', 'fread(p, ...)'): any field of it may be
	 * reloaded at run time, a mode too (a flag keeps the rules above) */
	for (unsigned i = 0; i < m->nnodes && nmodes; i++) {
		const struct node *n = &m->nodes[i];
		if ((n->type.kind == MT_RECORD && (n->flags & NF_STORE) &&
		     n->kind != NK_MEMBER) ||
		    (n->kind == NK_CALL && n->name &&
		     (!strcmp(n->name, "memcpy") || !strcmp(n->name, "memmove") ||
		      !strcmp(n->name, "fread") || !strcmp(n->name, "read") ||
		      !strcmp(n->name, "__builtin_memcpy") ||
		      !strcmp(n->name, "__builtin___memcpy_chk"))))
			nmodes = 0;
	}
	if (nmodes > 1)
		qsort(modes, nmodes, sizeof(*modes), cmp_u32);
	/* the structure members filled whole: 'fread(&d->h, ...)',
	 * 'memcpy(&s->cfg, ...)', 'd->h = h;' write every field of them */
	uint32_t *whole = NULL;
	size_t nwhole = 0, capwhole = 0;

	for (unsigned i = 0; i < m->nnodes; i++) {
		const struct node *n = &m->nodes[i];
		if (n->kind != NK_MEMBER || !n->field ||
		    n->type.kind != MT_RECORD ||
		    (!(n->flags & NF_STORE) && !model_addr_of(m, n)))
			continue;
		if (nwhole == capwhole)
			whole = xrealloc(whole, (capwhole = capwhole * 2 + 16) *
					 sizeof(*whole));
		whole[nwhole++] = n->field;
	}
	if (nwhole)
		qsort(whole, nwhole, sizeof(*whole), cmp_u32);
	for (unsigned i = 0; i < m->nnodes; i++) {
		const struct node *n = &m->nodes[i];
		if (n->kind != NK_MEMBER || !n->field || n->type.kind != MT_INT)
			continue;
		bool filled = false;
		for (int c = model_skip_conv(m, n->lhs.node);
		     nwhole && !filled && c >= 0 && m->nodes[c].kind == NK_MEMBER;
		     c = model_skip_conv(m, m->nodes[c].lhs.node))
			filled = bsearch(&m->nodes[c].field, whole, nwhole,
					 sizeof(*whole), cmp_u32) != NULL;
		if (filled) {
			if (nw == cap)
				w = xrealloc(w, (cap = cap * 2 + 16) * sizeof(*w));
			w[nw++] = (struct field_write){ n->field, true, 0, (int)i };
			continue;
		}
		bool addr = model_addr_of(m, n);
		/* compared with a constant other than 0 or 1 anywhere: a
		 * count or a mode, whose set-up value may be a placeholder
		 * ('num_channels_in == 2', 0 until the application sets it) */
		const struct node *q = n->parent >= 0 ? &m->nodes[n->parent] : NULL;
		while (q && q->kind == NK_CONV && q->parent >= 0)
			q = &m->nodes[q->parent];
		bool count = q && q->kind == NK_BINARY && q->op >= MOP_LT &&
			     q->op <= MOP_NE &&
			     ((q->rhs.is_const && q->rhs.node < 0 &&
			       q->rhs.ival != 0 && q->rhs.ival != 1) ||
			      (q->lhs.is_const && q->lhs.node < 0 &&
			       q->lhs.ival != 0 && q->lhs.ival != 1));
		/* a count of channels by its name: its set-up value is a
		 * placeholder too ('e->channels = 1' until the application
		 * sets it; a stereo stream is the usual, stereo_arms()) */
		count = count || model_channel_count_name(n->name);
		if (!addr && !count && !(n->flags & NF_STORE))
			continue;
		const char *fn = n->func >= 0 ? m->funcs[n->func].name : NULL;
		if (!addr && !count && app_setter(m, n->func))
			continue;	/* the application's value */
		struct field_write r = { n->field, true, 0, (int)i };
		const struct node *p = n->parent >= 0 ? &m->nodes[n->parent] : NULL;
		/* a flag: set-up code gives it 0 or 1; a mode a switch
		 * tests, any constant */
		if (!addr && !count && !(n->flags & NF_RMW) && p &&
		    p->kind == NK_BINARY &&
		    p->op == MOP_ASSIGN && p->lhs.node == (int)i &&
		    p->rhs.is_const &&
		    (p->rhs.ival == 0 || p->rhs.ival == 1 ||
		     /* (-1: 'auto', a placeholder) */
		     (nmodes && p->rhs.ival != -1 &&
		      bsearch(&n->field, modes, nmodes, sizeof(*modes),
			      cmp_u32))) &&
		    fn && model_setup_name(fn) && !under_if(m, (int)i)) {
			r.state = false;
			r.value = p->rhs.ival;
			r.at = n->parent;
		}
		if (nw == cap)
			w = xrealloc(w, (cap = cap * 2 + 16) * sizeof(*w));
		w[nw++] = r;
	}
	if (nw)
		qsort(w, nw, sizeof(*w), field_cmp);
	for (size_t i = 0, j; i < nw; i = j) {
		bool ok = true;
		for (j = i; j < nw && w[j].field == w[i].field; j++)
			ok = ok && !w[j].state && w[j].value == w[i].value;
		if (!ok)
			continue;
		m->settings = xrealloc(m->settings, (m->nsettings + 1) *
				       sizeof(*m->settings));
		m->settings[m->nsettings++] = (struct model_setting){
			w[i].field, w[i].value, w[i].at, -1, 0 };
	}
	free(w);
	free(whole);
	free(modes);
	usr_settings(m);
}

static const struct model_setting *setting_at_(const struct model *m, int c);

/* The setting of the field node c reads: through any conversion for the
 * settings set-up code gives, through implicit ones only for configured
 * settings ('(unsigned char)st->mode' is another value). */
static const struct model_setting *setting_at(const struct model *m, int c)
{
	bool expl = false;

	while (c >= 0 && m->nodes[c].kind == NK_CONV) {
		expl |= !(m->nodes[c].flags & NF_IMPLICIT);
		c = m->nodes[c].lhs.node;
	}
	const struct model_setting *s = setting_at_(m, c);
	return s && s->usr && expl ? NULL : s;
}

/* The setting node c reads: a field's, a configured local's or a
 * configured array's element's; NULL if none. */
static const struct model_setting *setting_at_(const struct model *m, int c)
{
	if (c < 0 || !m->nsettings)
		return NULL;
	const struct node *n = &m->nodes[c];
	/* an element of an array a configured setting gives whole
	 * ('hDecoder->ps_used[ele]': walk.c marks the member) */
	if (n->kind == NK_SUBSCRIPT && m->nusr_fields) {
		int a = model_skip_conv(m, n->lhs.node);
		if (a < 0 || m->nodes[a].kind != NK_MEMBER || !m->nodes[a].decl_id ||
		    m->nodes[a].type.kind != MT_ARRAY)	/* (not a pointer's) */
			return NULL;
		const struct model_setting *s = setting_of(m, m->nodes[a].decl_id);
		return s && s->usr ? s : NULL;
	}
	/* (a local holding a configured field: usr_locals()) */
	if (n->kind == NK_REF && n->decl_id && m->nusr_fields) {
		const struct model_setting *s = setting_of(m, n->decl_id);
		return s && s->usr ? s : NULL;
	}
	/* (a pointer configured null: walk.c marks the member; a call of a
	 * function whose result is configured: walk.c usr_call()) */
	if (((n->kind == NK_MEMBER && n->type.kind == MT_PTR) ||
	     n->kind == NK_CALL) && n->decl_id && m->nusr_fields) {
		const struct model_setting *s = setting_of(m, n->decl_id);
		return s && s->usr ? s : NULL;
	}
	if (n->kind != NK_MEMBER || !n->field)
		return NULL;
	return setting_of(m, n->field);
}

/* Is node c read through a cast to a type that does not hold all its
 * values ('(unsigned char)st->mode', '(_Bool)st->mode')?  An integer cast
 * makes no node: the operand that reads c keeps the cast's type
 * (operand.src_type). */
static bool usr_cast(const struct model *m, int c)
{
	int p = m->nodes[c].parent;
	if (p < 0)
		return false;
	const struct node *q = &m->nodes[p];
	const struct operand *o = q->lhs.node == c ? &q->lhs :
				  q->rhs.node == c ? &q->rhs : NULL;
	return o && o->src_type.kind == MT_INT && m->nodes[c].type.kind == MT_INT &&
	       !type_holds(&o->src_type, &m->nodes[c].type);
}

static const struct model_setting *usr_eval(const struct model *m, int c,
					    int64_t *v, int64_t *known);

/* The sum, difference or product n of values configured settings give
 * whole and constants (flac's 'BYTES_CHANNEL_SELECTOR(bytes_per_sample,
 * channels)', 'bytes * 100 + channels'), as C computes it in n's integer
 * type: *v, every bit *known; the first operand's setting, for the
 * message.  NULL if an operand is not such a value, or a signed result
 * overflows. */
static const struct model_setting *usr_arith(const struct model *m,
					     const struct node *n, int64_t *v,
					     int64_t *known)
{
	const struct operand *o[2] = { &n->lhs, &n->rhs };
	const struct model_setting *s = NULL;
	int64_t a[2];

	if (n->type.kind != MT_INT || n->type.bits > 64)
		return NULL;
	for (int k = 0; k < 2; k++) {
		int64_t kn;
		const struct model_setting *t;
		if (o[k]->is_const) {
			if (mt_is_float(o[k]->type))
				return NULL;
			a[k] = o[k]->ival;
		} else if (usr_cast(m, o[k]->node) ||
			   !(t = usr_eval(m, o[k]->node, &a[k], &kn)) ||
			   kn != -1) {
			return NULL;
		} else if (!s) {
			s = t;
		}
	}
	if (!s)
		return NULL;
	unsigned bits = n->type.bits ? n->type.bits : 32;
	int64_t r;
	if (n->type.is_unsigned) {	/* (modulo 2^bits) */
		uint64_t x = (uint64_t)a[0], y = (uint64_t)a[1];
		uint64_t u = n->op == MOP_ADD ? x + y : n->op == MOP_SUB ?
			     x - y : x * y;
		if (bits < 64)
			u &= (UINT64_C(1) << bits) - 1;
		r = (int64_t)u;
	} else {
		if (n->op == MOP_ADD ? __builtin_add_overflow(a[0], a[1], &r) :
		    n->op == MOP_SUB ? __builtin_sub_overflow(a[0], a[1], &r) :
		    __builtin_mul_overflow(a[0], a[1], &r))
			return NULL;
		int64_t lo, hi;
		type_values(&n->type, &lo, &hi);
		if (r < lo || r > hi)
			return NULL;
	}
	*v = r;
	*known = -1;
	return s;
}

/* What a configured setting says of the value of expression c: the
 * field itself, it and-ed with a constant ('flags & HYBRID_FLAG'), or a
 * sum, difference or product of such values given whole and constants
 * (usr_arith()): *v on the bits *known; NULL if no configured setting
 * does. */
static const struct model_setting *usr_eval(const struct model *m, int c,
					    int64_t *v, int64_t *known)
{
	/* (through implicit conversions: a cast makes another value) */
	while (c >= 0 && m->nodes[c].kind == NK_CONV) {
		if (!(m->nodes[c].flags & NF_IMPLICIT))
			return NULL;
		c = m->nodes[c].lhs.node;
	}
	if (c < 0)
		return NULL;
	const struct model_setting *s = setting_at(m, c);
	if (s) {
		if (!s->usr || usr_cast(m, c))
			return NULL;
		/* the bits of every configured setting of the field */
		while (s > m->settings && s[-1].field == s->field)
			s--;
		const struct model_setting *first = s;
		*v = *known = 0;
		for (; s < m->settings + m->nsettings && s->field == first->field;
		     s++) {
			*v |= s->value & s->mask;
			*known |= s->mask;
		}
		return first;
	}
	const struct node *n = &m->nodes[c];
	/* (not through a cast: '(int)(a - b)' is another value) */
	if (n->kind == NK_BINARY && (n->op == MOP_ADD || n->op == MOP_SUB ||
				     n->op == MOP_MUL))
		return usr_cast(m, c) ? NULL : usr_arith(m, n, v, known);
	if (n->kind != NK_BINARY || n->op != MOP_AND)
		return NULL;
	int64_t k;
	int e;
	if (n->rhs.is_const && !mt_is_float(n->rhs.type)) {
		k = n->rhs.ival;
		e = n->lhs.node;
	} else if (n->lhs.is_const && !mt_is_float(n->lhs.type)) {
		k = n->lhs.ival;
		e = n->rhs.node;
	} else {
		return NULL;
	}
	if (!(s = usr_eval(m, e, v, known)))
		return NULL;
	/* (the bits off k are known: zero) */
	*v &= k;
	*known |= ~k;
	/* the setting that gives the bits of k, for the message: one that
	 * sets a bit of it, else one that clears one */
	const struct model_setting *clear = NULL;
	for (const struct model_setting *t = s;
	     t < m->settings + m->nsettings && t->field == s->field; t++) {
		if (t->usr && (t->value & t->mask & k))
			return t;
		if (t->usr && (t->mask & k) && !clear)
			clear = t;
	}
	return clear ? clear : s;
}

bool model_usr_int(const struct model *m, int c, int64_t *v)
{
	int64_t known;
	const struct model_setting *s = c >= 0 ? usr_eval(m, c, v, &known) : NULL;

	return s && s->usr && known == -1;
}

/* Does 'a op b' hold, a and b values of type ct, compared as C compares
 * in it: '(unsigned)-1 < 0x80000000u' fails? */
static bool c_compares(const struct mtype *ct, enum mop op, int64_t a,
		       int64_t b)
{
	if (ct->kind == MT_INT && ct->is_unsigned) {
		if (ct->bits && ct->bits < 64) {
			int64_t fm = (int64_t)((UINT64_C(1) << ct->bits) - 1);
			a &= fm;
			b &= fm;
		}
		/* (unsigned order: the sign bit flipped) */
		a = (int64_t)((uint64_t)a ^ (UINT64_C(1) << 63));
		b = (int64_t)((uint64_t)b ^ (UINT64_C(1) << 63));
	}
	return test_range(op, b, a, a) == 1;
}

const struct dead_arm *model_dead_arm_of(const struct model *m, int guard)
{
	for (unsigned q = 0; q < m->ndead_arms; q++)
		if (m->dead_arms[q].if_node == guard)
			return &m->dead_arms[q];
	return NULL;
}

bool model_guard_is_switch(const struct model *m, int guard)
{
	const struct node *g = &m->nodes[guard];

	return model_switch_of(m, guard) >= 0 ||
	       (g->kind != NK_IF && g->kind != NK_BINARY);
}

const struct model_setting *model_guard_setting(const struct model *m,
						int guard, bool *holds)
{
	return model_setting_test(m, model_guard_is_switch(m, guard) ? guard :
				  m->nodes[guard].lhs.node, holds);
}

bool model_once_usr(const struct model *m, const struct node *n)
{
	int guard = n->once_if;
	bool holds;

	if (guard < 0 || guard >= (int)m->nnodes)
		return false;
	const struct dead_arm *d = n->once == ONCE_DEAD ?
		model_dead_arm_of(m, guard) : NULL;
	const struct model_setting *s = n->once == ONCE_OPTION ?
		model_guard_setting(m, guard, &holds) : NULL;
	return d ? d->usr : s && s->usr;
}

const struct model_setting *model_setting_test(const struct model *m, int c,
					       bool *holds)
{
	int c0 = c;
	c = model_skip_conv(m, c);
	if (c < 0)
		return NULL;
	const struct node *n = &m->nodes[c];
	const struct model_setting *s;
	int64_t v, known;
	if ((s = usr_eval(m, c0, &v, &known))) {
		/* a configured setting's value as a truth value: any bit
		 * known to be set, or every bit known to be clear */
		if (!(v & known) && known != -1)
			return NULL;
		*holds = (v & known) != 0;
		return s;
	}
	if ((s = setting_at(m, c))) {
		*holds = s->value != 0;
		return s;
	}
	if (n->kind == NK_UNARY && n->op == MOP_LNOT &&
	    (s = model_setting_test(m, n->lhs.node, holds))) {
		*holds = !*holds;
		return s;
	}
	if (n->kind == NK_BINARY && n->op == MOP_LAND &&
	    (s = model_setting_test(m, n->lhs.node, holds)) && !*holds)
		return s;	/* 'quick && ...' with quick off */
	/* a configured setting decides either side of '&&' and '||': 'x &&
	 * st->mode == MODE_SILK_ONLY' fails, 'st->mode != MODE_CELT_ONLY ||
	 * x' ... */
	if (n->kind == NK_BINARY && (n->op == MOP_LAND || n->op == MOP_LOR)) {
		bool want = n->op == MOP_LOR;	/* the outcome that decides */
		for (int side = 0; side < 2; side++) {
			s = model_setting_test(m, side ? n->rhs.node : n->lhs.node,
					       holds);
			if (s && s->usr && *holds == want)
				return s;
		}
		/* ... and 'a || b' fails when both do, 'a && b' holds when
		 * both do */
		bool h2;
		const struct model_setting *s2;
		if ((s = model_setting_test(m, n->lhs.node, holds)) &&
		    *holds != want &&
		    (s2 = model_setting_test(m, n->rhs.node, &h2)) &&
		    h2 == *holds && (s->usr || s2->usr))
			return s->usr ? s : s2;
		return NULL;
	}
	/* a flag compared with 0 or 1 ('quickmode == TRUE'), not a count
	 * or a mode ('num_channels_in == 2': init's 0 is a placeholder);
	 * a configured setting, with any constant and any comparison */
	if (n->kind != NK_BINARY || n->op < MOP_LT || n->op > MOP_NE)
		return NULL;
	for (int side = 0; side < 2; side++) {
		const struct operand *k = side ? &n->lhs : &n->rhs;
		int e = side ? n->rhs.node : n->lhs.node;
		if (!k->is_const || mt_is_float(k->type) ||
		    !(s = usr_eval(m, e, &v, &known)))
			continue;
		/* in the type C compares in: '(unsigned)-1 == 0xFFFFFFFFu'
		 * holds, '(unsigned)-1 < 0x80000000u' fails */
		const struct mtype *ct = side ? &n->rhs.type : &n->lhs.type;
		int64_t kv = k->ival;
		bool uns = ct->kind == MT_INT && ct->is_unsigned;
		if (uns && ct->bits && ct->bits < 64) {
			int64_t fm = (int64_t)((UINT64_C(1) << ct->bits) - 1);
			v &= fm;
			kv &= fm;
			known = (known & fm) | ~fm;
		}
		if ((n->op == MOP_EQ || n->op == MOP_NE) && ((v ^ kv) & known)) {
			*holds = n->op == MOP_NE;	/* a known bit differs */
			return s;
		}
		if (known != -1)
			return NULL;
		*holds = c_compares(ct, (enum mop)n->op, side ? kv : v,
				    side ? v : kv);
		return s;
	}
	/* two values configured whole ('st->mode != st->prev_mode'), in
	 * one type: C's conversions would keep their order */
	int64_t v2, known2;
	const struct model_setting *s2;
	if (!n->lhs.is_const && !n->rhs.is_const &&
	    (s = usr_eval(m, n->lhs.node, &v, &known)) && known == -1 &&
	    (s2 = usr_eval(m, n->rhs.node, &v2, &known2)) && known2 == -1 &&
	    n->lhs.type.kind == MT_INT && n->rhs.type.kind == MT_INT &&
	    n->lhs.type.bits == n->rhs.type.bits &&
	    n->lhs.type.is_unsigned == n->rhs.type.is_unsigned) {
		*holds = c_compares(&n->lhs.type, (enum mop)n->op, v, v2);
		return s;
	}
	bool left = (s = setting_at(m, n->lhs.node)) && n->rhs.is_const &&
		    n->rhs.node < 0;
	if (!left && !((s = setting_at(m, n->rhs.node)) && n->lhs.is_const &&
		       n->lhs.node < 0))
		return NULL;
	int64_t k = left ? n->rhs.ival : n->lhs.ival;
	if (s->usr || (k != 0 && k != 1) || (n->op != MOP_EQ && n->op != MOP_NE))
		return NULL;
	*holds = (s->value == k) == (n->op == MOP_EQ);
	return s;
}

/* Is node c a comparison of floating-point values other than '==' and
 * '!=' (which a NaN fails alike whichever way they are written), or an
 * '&&' of such? */
static bool float_order(const struct model *m, int c)
{
	c = model_skip_conv(m, c);
	if (c < 0 || m->nodes[c].kind != NK_BINARY)
		return false;
	const struct node *x = &m->nodes[c];
	if (x->op == MOP_LAND)
		return float_order(m, x->lhs.node) && float_order(m, x->rhs.node);
	return (x->op == MOP_LT || x->op == MOP_GT || x->op == MOP_LE ||
		x->op == MOP_GE) &&
	       (x->lhs.type.kind == MT_FLOAT || x->rhs.type.kind == MT_FLOAT);
}

/* A test for NaN: a call of isnan() or of a function so named
 * ('celt_isnan'). */
static bool isnan_call(const struct model *m, int c)
{
	c = model_skip_conv(m, c);
	return c >= 0 && m->nodes[c].kind == NK_CALL && m->nodes[c].name &&
	       strstr(m->nodes[c].name, "isnan");
}

/* Is node c a floating-point ordering against a degenerate constant: 0,
 * one of magnitude at most 1e-6 (an epsilon) or at least 1e6 (a
 * blow-up's bound)? */
static bool degenerate_end(const struct model *m, int c)
{
	c = model_skip_conv(m, c);
	if (c < 0 || m->nodes[c].kind != NK_BINARY || !float_order(m, c))
		return false;
	const struct node *x = &m->nodes[c];
	const struct operand *k = x->rhs.is_const ? &x->rhs :
				  x->lhs.is_const ? &x->lhs : NULL;
	if (!k)
		return false;
	double v = k->type.kind == MT_FLOAT ? k->fval : (double)k->ival;
	v = v < 0 ? -v : v;
	return v == 0 || v <= 1e-6 || v >= 1e6;
}

/* The negated ordering of a NaN guard: two-sided ('!(sum > EPSILON && sum
 * < 64)') or against a degenerate end ('!(E < 1e9f)'); a single ordering
 * against a variable needs an or-ed isnan() (nan_chain()). */
static bool nan_negation(const struct model *m, int c)
{
	c = model_skip_conv(m, c);
	if (c < 0)
		return false;
	const struct node *x = &m->nodes[c];
	if (x->kind != NK_UNARY || x->op != MOP_LNOT || !float_order(m, x->lhs.node))
		return false;
	int in = model_skip_conv(m, x->lhs.node);
	return in >= 0 && (m->nodes[in].op == MOP_LAND || degenerate_end(m, in));
}

/* Any negated floating-point ordering in an '||' chain with an isnan()
 * test ('!(E < 1e9f) || celt_isnan(E)') */
static bool nan_chain(const struct model *m, int c, bool *isnan, bool *neg)
{
	c = model_skip_conv(m, c);
	if (c < 0)
		return false;
	const struct node *x = &m->nodes[c];
	if (x->kind == NK_BINARY && x->op == MOP_LOR)
		return nan_chain(m, x->lhs.node, isnan, neg) &&
		       nan_chain(m, x->rhs.node, isnan, neg);
	if (isnan_call(m, c)) {
		*isnan = true;
		return true;
	}
	if (x->kind == NK_UNARY && x->op == MOP_LNOT &&
	    float_order(m, x->lhs.node)) {
		*neg = true;
		return true;
	}
	return false;
}

bool model_nan_guard(const struct model *m, int c)
{
	c = model_skip_conv(m, c);
	if (c < 0)
		return false;
	if (nan_negation(m, c))
		return true;
	bool isnan = false, neg = false;
	if (m->nodes[c].kind == NK_BINARY && m->nodes[c].op == MOP_LOR &&
	    nan_chain(m, c, &isnan, &neg) && neg && isnan)
		return true;
	/* an '||' of guards of their own */
	const struct node *x = &m->nodes[c];
	return x->kind == NK_BINARY && x->op == MOP_LOR &&
	       model_nan_guard(m, x->lhs.node) && model_nan_guard(m, x->rhs.node);
}

/* The cases of switch s that its mode at its default does not run:
 * ONCE_OPTION.  'switch (glopts->psymodel)' with the 3 twolame_init()
 * gives runs 'case 3:' and what it falls into; the other cases run only
 * when the application changes the mode.  A default of 0 or -1 may be a
 * placeholder ('unset', 'auto') that later code replaces: no marks; nor
 * when no case names the default value or a label is not a constant. */
static void mark_switch_cases(struct model *m, unsigned s,
			      const unsigned *lab, unsigned nlab)
{
	const struct node_range *r = &m->switches[s];
	const struct model_setting *set = switch_field(m, s) ?
		setting_at(m, r->cond) : NULL;
	/* a configured setting through a local copy or an array element
	 * ('switch (mode)', 'switch (st->used[e])') */
	if (!set && r->cond >= 0 && !r->stray) {
		const struct model_setting *u = setting_at(m, r->cond);
		set = u && u->usr ? u : NULL;
	}

	int64_t val = 0, known = 0;
	if (set) {
		if (set->usr ? set->mask != -1 || usr_cast(m, r->cond) :
		    set->value == 0 || set->value == -1)
			return;
		val = set->value;
	} else if (r->cond < 0 || r->stray ||
		   !(set = usr_eval(m, r->cond, &val, &known)) || known != -1) {
		return;	/* (nor a value computed from configured ones) */
	}
	bool named = false;
	for (unsigned k = 0; k < nlab; k++) {
		const struct case_label *l = &m->labels[lab[k]];
		if (l->kind == LABEL_UNKNOWN)
			return;
		named |= l->kind == LABEL_VALUE && l->value == val;
	}
	/* (a configured value no case names goes to 'default:', if any) */
	if (!named && !set->usr)
		return;
	bool reached = false, returns = false, leaves = false;
	unsigned runs = 0;	/* the runs of cases the value takes */
	for (unsigned k = 0; k < nlab; k++) {
		const struct case_label *l = &m->labels[lab[k]];
		bool was = reached;
		reached = (l->kind == LABEL_VALUE && l->value == val) ||
			  (!named && l->kind == LABEL_DEFAULT) ||
			  (l->falls_in && reached);
		if (reached) {
			runs += !was;
			returns = l->returns;
			leaves |= l->leaves;
			continue;
		}
		int to = k + 1 < nlab ? m->labels[lab[k + 1]].from : r->to;
		if (to > l->from && !once_setup(m->nodes[l->from].once))
			mark_block(m, r->cond, l->from, to,
				   m->nodes[r->cond].loop, ONCE_OPTION);
	}
	/* the case a configured value takes returns: what follows the
	 * switch in its function does not run (flac's format_input_(), whose
	 * general loops follow a switch of returning cases for the usual
	 * formats), unless a label lets a goto reach it */
	const struct function *f = &m->funcs[m->nodes[r->cond].func];
	if (set->usr && r->top && runs == 1 && returns && !leaves &&
	    !f->has_label && f->last_node > r->to &&
	    !once_setup(m->nodes[r->to].once))
		mark_block(m, r->cond, r->to, f->last_node, -1, ONCE_OPTION);
}

/* The arms that settings at their defaults do not take: ONCE_OPTION. */
static void mark_settings(struct model *m)
{
	find_settings(m);
	if (m->nsettings && m->nswitches && m->nlabels) {
		/* the labels of each switch, in order: a counting sort */
		unsigned *first = xcalloc(m->nswitches + 1, sizeof(*first));
		unsigned *lab = xcalloc(m->nlabels, sizeof(*lab));
		for (unsigned k = 0; k < m->nlabels; k++)
			first[m->labels[k].sw + 1]++;
		for (unsigned s = 0; s < m->nswitches; s++)
			first[s + 1] += first[s];
		unsigned *at = xcalloc(m->nswitches, sizeof(*at));
		for (unsigned k = 0; k < m->nlabels; k++) {
			unsigned s = m->labels[k].sw;
			lab[first[s] + at[s]++] = k;
		}
		for (unsigned s = 0; s < m->nswitches; s++)
			if (first[s + 1] > first[s])
				mark_switch_cases(m, s, lab + first[s],
						  first[s + 1] - first[s]);
		free(at);
		free(lab);
		free(first);
	}
	for (unsigned i = 0; i < m->nnodes && m->nsettings; i++) {
		const struct node *n = &m->nodes[i];
		bool holds;
		if (n->kind == NK_BINARY && n->op == MOP_LAND && n->rhs.node >= 0 &&
		    m->nodes[n->rhs.node].sub_first >= 0 &&
		    !once_setup(m->nodes[n->rhs.node].once) &&
		    model_setting_test(m, n->lhs.node, &holds) && !holds) {
			mark_block(m, (int)i, m->nodes[n->rhs.node].sub_first,
				   n->rhs.node + 1, n->loop, ONCE_OPTION);
			continue;
		}
		const struct model_setting *ts;
		if (n->kind != NK_IF || once_setup(n->once) ||
		    !(ts = model_setting_test(m, n->lhs.node, &holds)))
			continue;
		int from = holds ? n->arm_end[0] : (int)i + 1;
		int to = !holds ? n->arm_end[0] : (n->arm_flags & ARM_ELSE) ?
			 n->arm_end[1] : n->arm_end[0];
		if (to > from && !once_setup(m->nodes[from].once))
			mark_block(m, (int)i, from, to, n->loop, ONCE_OPTION);
		/* the arm a configured value takes returns: what follows the
		 * if in its function does not run (opus's deemphasis(), whose
		 * general loop follows a returning arm for 48 kHz stereo),
		 * unless a label lets a goto reach it */
		const struct function *f = n->func >= 0 ? &m->funcs[n->func] : NULL;
		int end = (n->arm_flags & ARM_ELSE) ? n->arm_end[1] : n->arm_end[0];
		unsigned taken = holds ? 0 : 1;
		if (ts->usr && f && (n->flags & NF_TOP_IF) &&
		    (taken == 0 || (n->arm_flags & ARM_ELSE)) &&
		    n->arm_exit[taken] == ONCE_RETURN && !f->has_label &&
		    f->last_node > end && !once_setup(m->nodes[end].once))
			mark_block(m, (int)i, end, f->last_node, -1, ONCE_OPTION);
	}
}

static void mark_flag_breaks(struct model *m);
static void mark_counter_match(struct model *m);

/* The cases of a reset request: in a switch on a parameter (a 'ctl'
 * request handler's 'request'), a case whose label is a name of the word
 * RESET ('case OPUS_RESET_STATE:', 'case SPEEX_RESET_STATE:') and that no
 * code before it falls into runs when the application resets the state,
 * at a stream's start or a seek: ONCE_RESET.  The reset cases of opus's
 * and speex's request handlers ran at most 0.007 times a frame in the
 * profiles of the reviewed code bases, once per stream from the init
 * (docs/precision.md: two static draws judged them false). */
static void mark_reset_cases(struct model *m)
{
	for (unsigned k = 0; k < m->nlabels; k++) {
		const struct case_label *l = &m->labels[k];
		if (!l->reset || l->kind != LABEL_VALUE || l->falls_in)
			continue;
		const struct node_range *r = &m->switches[l->sw];
		int c = r->cond >= 0 ? skip_implicit(m, r->cond) : -1;
		const struct node *x = c >= 0 ? &m->nodes[c] : NULL;
		int d = x && x->kind == NK_REF && x->name && x->func >= 0 ?
			model_decl_of(m, x->func, x->name) : -1;
		/* the parameter as the caller passed it: never written, its
		 * address not taken, no local of its name */
		if (r->stray || d < 0 || !(m->nodes[d].flags & NF_PARAM) ||
		    !model_param_fixed(m, x->func, x->name))
			continue;
		int to = r->to;
		for (unsigned j = k + 1; j < m->nlabels; j++)
			if (m->labels[j].sw == l->sw) {
				to = m->labels[j].from;
				break;
			}
		if (to > l->from)
			mark_block(m, r->cond, l->from, to,
				   m->nodes[r->cond].loop, ONCE_RESET);
	}
}

void model_mark_once(struct model *m)
{
	size_t nw = 0;
	struct wrec *w = NULL;
	bool made = false;
	struct flag_memos memo = { NULL, 0, 0 };

	for (unsigned i = 0; i < m->nnodes; i++) {
		const struct node *n = &m->nodes[i];
		bool zero;
		if (n->kind == NK_BINARY && n->op == MOP_LAND && !once_setup(n->once) &&
		    n->rhs.node >= 0 && m->nodes[n->rhs.node].sub_first >= 0 &&
		    !once_setup(m->nodes[n->rhs.node].once)) {
			/* 'f && update(st) < 0': the right operand */
			int from = m->nodes[n->rhs.node].sub_first;
			if (!made) {
				w = writes(m, &nw);
				made = true;
			}
			if (change_guard(m, n->lhs.node, from, n->rhs.node + 1,
					 n->loop, w, nw, 0))
				mark_block(m, (int)i, from, n->rhs.node + 1,
					   n->loop, ONCE_CHANGE);
			continue;
		}
		if (n->kind != NK_IF || once_setup(n->once) ||
		    n->arm_end[0] <= (int)i + 1)
			continue;
		int f = flag_of(m, n->lhs.node, &zero);
		if (f >= 0) {
			const struct node *fl = &m->nodes[f];
			if (!made) {
				w = writes(m, &nw);
				made = true;
			}
			/* it persists across calls and is one object; it is
			 * only ever set to what ends the block, on every path
			 * through it.  Tested true and cleared ('if (first)
			 * { first = 0; }'): only a static local set non-zero
			 * by its initializer, as no other code can set it
			 * again (a field could be, by any file: a parameter
			 * setter's 'dirty = 1') */
			const struct wrec *r = wfind(w, nw, fl->kind, -1, fl->name);
			if (flag_object(m, f, w, nw) &&
			    (zero || static_set(m, fl)) &&
			    r && r->how == (zero ? W_SET : W_ZERO) &&
			    arm_sets(m, (int)i + 1, n->arm_end[0], fl, zero, n->loop))
				mark_block(m, (int)i, (int)i + 1, n->arm_end[0],
					   n->loop, ONCE_GUARD);
		}
		/* change guards: the then-arm of an if, the right operand of
		 * an '&&' ('f && update(st) < 0') */
		if (!once_setup(m->nodes[i + 1].once)) {
			if (!made) {
				w = writes(m, &nw);
				made = true;
			}
			if (change_guard(m, n->lhs.node, (int)i + 1, n->arm_end[0],
					 n->loop, w, nw, 0) ||
			    lowered_after(m, (int)i, w, nw) ||
			    changed_flag(m, n->lhs.node, w, nw, &memo, 0))
				mark_block(m, (int)i, (int)i + 1, n->arm_end[0],
					   n->loop, ONCE_CHANGE);
		}
		/* optional report blocks */
		if (!once_setup(m->nodes[i + 1].once) &&
		    !(n->arm_flags & (ARM_EXIT | ARM_LEAVES))) {
			if (!made) {
				w = writes(m, &nw);
				made = true;
			}
			if (hook_block(m, n->lhs.node, (int)i + 1, n->arm_end[0],
				       w, nw))
				mark_block(m, (int)i, (int)i + 1, n->arm_end[0],
					   n->loop, ONCE_HOOK);
		}
		/* error paths: counted or reported errors */
		for (int a = 0; a < 2; a++) {
			int from = a ? n->arm_end[0] : (int)i + 1;
			int to = !a ? n->arm_end[0] : (n->arm_flags & ARM_ELSE) ?
				 n->arm_end[1] : n->arm_end[0];
			if (to > from && !once_setup(m->nodes[from].once) &&
			    (model_error_marker(m, (int)i, from, to) >= 0 ||
			     (!a && model_status_call(m, (int)i) >= 0)))
				mark_block(m, (int)i, from, to, n->loop,
					   ONCE_ERROR);
		}
		/* guards against NaN and degenerate values: the then arm */
		if (n->arm_end[0] > (int)i + 1 &&
		    !once_setup(m->nodes[i + 1].once) &&
		    model_nan_guard(m, n->lhs.node))
			mark_block(m, (int)i, (int)i + 1, n->arm_end[0], n->loop,
				   ONCE_NAN);
		/* input formats off the usual: samples wider than 24 bits,
		 * channels other than two (after the error paths: an error
		 * arm says so) */
		for (int a = 0; a < 2 && n->arm_wide; a++) {
			int from = a ? n->arm_end[0] : (int)i + 1;
			int to = !a ? n->arm_end[0] : (n->arm_flags & ARM_ELSE) ?
				 n->arm_end[1] : n->arm_end[0];
			if ((n->arm_wide >> a & 5) && to > from &&
			    !once_setup(m->nodes[from].once))
				mark_block(m, (int)i, from, to, n->loop, ONCE_WIDE);
		}
		/* arms no call of the unit takes (model_caller_trips()) */
		for (unsigned q = 0; q < m->ndead_arms; q++) {
			const struct dead_arm *d = &m->dead_arms[q];
			if (d->if_node != (int)i)
				continue;
			int from = d->arm ? n->arm_end[0] : (int)i + 1;
			int to = !d->arm ? n->arm_end[0] : n->arm_end[1];
			if (to > from && !once_setup(m->nodes[from].once))
				mark_block(m, (int)i, from, to, n->loop, ONCE_DEAD);
		}
		/* arms that leave: once per call or per entry of the loop */
		int arms[3] = { (int)i + 1, n->arm_end[0],
				(n->arm_flags & ARM_ELSE) ? n->arm_end[1] : n->arm_end[0] };
		for (int a = 0; a < 2 && n->loop >= 0; a++) {
			int from = arms[a];
			for (unsigned q = 0; q < m->nonce_from; q++)
				if (m->once_from[q].if_node == (int)i &&
				    m->once_from[q].arm == a &&
				    m->once_from[q].from > from)
					from = m->once_from[q].from;
			if (n->arm_exit[a] && arms[a + 1] > from)
				mark_block(m, (int)i, from, arms[a + 1], n->loop,
					   n->arm_exit[a]);
		}
	}
	free(w);
	free(memo.v);
	mark_settings(m);
	mark_reset_cases(m);
	mark_flag_breaks(m);
	mark_counter_match(m);
}

/* --- periodic arms ---------------------------------------------------- */

/* Is node c a counter that steps by one each time the condition of an if
 * of loop l evaluates it: stepped in the condition itself ('++n', 'n++',
 * of a variable or a member), or l's induction variable stepped by 1 or
 * -1 per iteration, the if directly in l? */
static bool period_counter(const struct model *m, int c, int l, int ifn)
{
	c = model_skip_conv(m, c);
	if (c < 0)
		return false;
	const struct node *n = &m->nodes[c];
	const struct loop *lp = l >= 0 ? &m->loops[l] : NULL;
	if (n->kind == NK_UNARY && (n->op == MOP_PREINC || n->op == MOP_POSTINC ||
				    n->op == MOP_PREDEC || n->op == MOP_POSTDEC)) {
		/* a local (a member may be reset through a pointer or by a
		 * call), with no other write of it in the loop ('n = 0'
		 * would reset it every pass) and its address not taken */
		int x = n->lhs.node;
		if (x < 0 || m->nodes[x].kind != NK_REF ||
		    m->nodes[x].type.kind != MT_INT || !m->nodes[x].name ||
		    n->func < 0)
			return false;
		const struct function *fn = &m->funcs[n->func];
		for (int i = fn->first_node; i < fn->last_node; i++) {
			const struct node *y = &m->nodes[i];
			if (y->kind != NK_REF || !y->name ||
			    strcmp(y->name, m->nodes[x].name))
				continue;
			if (model_addr_of(m, y))
				return false;
			if (i != x && (y->flags & NF_STORE) && lp &&
			    i >= lp->first_node && i < lp->last_node)
				return false;
		}
		return true;
	}
	return n->kind == NK_REF && n->name && n->type.kind == MT_INT && lp &&
	       lp->ivar && !strcmp(lp->ivar, n->name) && lp->step_known &&
	       (lp->step == 1 || lp->step == -1) && !lp->trip_upper &&
	       m->nodes[ifn].loop == l;
}

/* The period K of 'E % K' or 'E & (K - 1)' (K a power of two), E such a
 * counter; 0 if c is neither. */
static unsigned period_of(const struct model *m, int c, int l, int ifn)
{
	c = model_skip_conv(m, c);
	if (c < 0 || m->nodes[c].kind != NK_BINARY)
		return 0;
	const struct node *n = &m->nodes[c];
	int64_t k = n->rhs.is_const && !mt_is_float(n->rhs.type) ?
		    n->rhs.ival : 0;
	if (k < 0 || k > UINT16_MAX)
		return 0;
	if (n->op == MOP_AND && k > 0 && !(k & (k + 1)))
		k++;
	else if (n->op != MOP_REM)
		return 0;
	if (k < 2 || k > UINT16_MAX || !period_counter(m, n->lhs.node, l, ifn))
		return 0;
	return (unsigned)k;
}

/* The period of if i's condition and the arm it holds for (0 then, 1
 * else): 'E % K == r' and '!(E % K)' the then arm, 'E % K != r' and a
 * bare 'E % K' the else arm (0 <= r < K); 0 if none. */
static unsigned cond_period(const struct model *m, int i, int *arm)
{
	const struct node *n = &m->nodes[i];
	int c = model_skip_conv(m, n->lhs.node);
	unsigned k;

	if (c < 0)
		return 0;
	const struct node *x = &m->nodes[c];
	*arm = 1;
	if ((k = period_of(m, c, n->loop, i)))
		return k;
	*arm = 0;
	if (x->kind == NK_UNARY && x->op == MOP_LNOT)
		return period_of(m, x->lhs.node, n->loop, i);
	if (x->kind != NK_BINARY || (x->op != MOP_EQ && x->op != MOP_NE))
		return 0;
	*arm = x->op == MOP_NE;
	const struct operand *side[2] = { &x->lhs, &x->rhs };
	for (int s = 0; s < 2; s++) {
		const struct operand *r = side[1 - s];
		if (side[s]->node < 0 || !r->is_const || mt_is_float(r->type) ||
		    r->ival < 0)
			continue;
		k = period_of(m, side[s]->node, n->loop, i);
		if (k && r->ival < (int64_t)k)
			return k;
	}
	return 0;
}

void model_mark_periodic(struct model *m)
{
	for (unsigned i = 0; i < m->nnodes; i++) {
		const struct node *n = &m->nodes[i];
		int arm;
		if (n->kind != NK_IF || n->loop < 0 || n->once)
			continue;
		unsigned k = cond_period(m, (int)i, &arm);
		if (!k || (arm == 1 && !(n->arm_flags & ARM_ELSE)))
			continue;
		int from = arm ? n->arm_end[0] : (int)i + 1;
		int to = n->arm_end[arm];
		for (int q = from; q < to; q++) {
			struct node *x = &m->nodes[q];
			if (x->loop != n->loop)
				continue;
			if (x->period <= 1)
				x->period_if = (int)i;
			unsigned p = (x->period > 1 ? x->period : 1) * k;
			x->period = (uint16_t)(p > UINT16_MAX ? UINT16_MAX : p);
		}
		for (unsigned l = model_loop_from(m, from);
		     l < m->nloops && m->loops[l].first_node < to; l++)
			if (m->loops[l].parent == n->loop) {
				struct loop *lp = &m->loops[l];
				unsigned p = (lp->period > 1 ? lp->period : 1) * k;
				lp->period = (uint16_t)(p > UINT16_MAX ? UINT16_MAX : p);
			}
	}
}

/* --- flags that end the loop in the same pass ---------------------------- */

/* The local flag a break test reads: 'if (f) { ...; break; }' or 'f !=
 * 0', f a local of the function (not a parameter, not a global); its
 * name, or NULL. */
static const char *break_flag(const struct model *m, const struct node *j)
{
	int c = model_skip_conv(m, j->lhs.node);

	if (c < 0)
		return NULL;
	const struct node *x = &m->nodes[c];
	if (x->kind == NK_BINARY && x->op == MOP_NE && x->rhs.is_const &&
	    x->rhs.ival == 0 && (c = model_skip_conv(m, x->lhs.node)) >= 0)
		x = &m->nodes[c];
	if (x->kind != NK_REF || !x->name || x->type.kind != MT_INT ||
	    x->func < 0)
		return NULL;
	int d = local_decl(m, x->func, x->name);
	return d >= 0 && !(m->nodes[d].flags & NF_PARAM) ? x->name : NULL;
}

/*
 * An if arm that raises a local flag the loop tests later in the same
 * pass to leave ('if (tmp1 <= minInvGain) { rc = sqrt(...); ...;
 * reached_max_gain = 1; }' then 'if (reached_max_gain) { ...; break; }',
 * opus's Burg analysis): it runs at most once per entry of the loop, as
 * an arm that breaks does (ONCE_BREAK).  The test runs on every pass,
 * after the arm; every write of the flag in the loop raises it (a
 * constant other than 0), at the arm's top level; its address is not
 * taken.
 */
static void mark_flag_breaks(struct model *m)
{
	for (unsigned j = 0; j < m->nnodes; j++) {
		const struct node *t = &m->nodes[j];
		if (t->kind != NK_IF || t->loop < 0 || t->arm_exit[0] != ONCE_BREAK)
			continue;
		const char *f = break_flag(m, t);
		const struct loop *l = &m->loops[t->loop];
		if (!f || !model_loop_runs_always(m, t->loop, (int)j))
			continue;
		bool ok = true;
		int sets[8], ns = 0;
		const struct function *fn = &m->funcs[t->func];
		for (int i = fn->first_node; i < fn->last_node && ok; i++) {
			const struct node *x = &m->nodes[i];
			if (x->kind != NK_REF || !x->name || strcmp(x->name, f))
				continue;
			const struct node *p = x->parent >= 0 ? &m->nodes[x->parent] : NULL;
			if (model_addr_of(m, x))
				ok = false;	/* a pointer may write it */
			if (!(x->flags & NF_STORE) || i < l->first_node ||
			    i >= l->last_node)
				continue;
			/* 'f = 1' before the test, in the loop itself */
			ok = p && p->kind == NK_BINARY && p->op == MOP_ASSIGN &&
			     p->lhs.node == i && p->rhs.is_const && p->rhs.ival &&
			     i < (int)j && x->loop == t->loop && ns < 8;
			if (ok)
				sets[ns++] = i;
		}
		for (int k = 0; ok && k < ns; k++) {
			/* the innermost arm of the loop around the store */
			int arm_if = -1, from = 0, to = 0;
			for (int i = sets[k] - 1; i >= l->first_node; i--) {
				const struct node *g = &m->nodes[i];
				if (g->kind != NK_IF || g->loop != t->loop)
					continue;
				int end = (g->arm_flags & ARM_ELSE) ? g->arm_end[1] :
					  g->arm_end[0];
				if (sets[k] <= i || sets[k] >= end)
					continue;
				arm_if = i;
				from = sets[k] < g->arm_end[0] ? i + 1 : g->arm_end[0];
				to = sets[k] < g->arm_end[0] ? g->arm_end[0] : end;
				break;
			}
			if (arm_if >= 0 && !m->nodes[arm_if].once)
				mark_block(m, arm_if, from, to, t->loop, ONCE_BREAK);
		}
	}
}

/* Is variable v written in nodes [from, to) outside [skip, skip_to), or
 * its address taken anywhere in function f? */
static bool written_outside(const struct model *m, int f, const char *v,
			    int from, int to, int skip, int skip_to)
{
	const struct function *fn = &m->funcs[f];

	if (model_name_addr_taken(m, v, fn->first_node, fn->last_node))
		return true;
	for (int i = from; i < to; i++)
		if ((i < skip || i >= skip_to) && writes_name(m, &m->nodes[i], v))
			return true;
	return false;
}

/* Is operand o the same value on every pass of loop l: a constant, a
 * variable the loop does not write (nor anything takes the address of),
 * or '+', '-', '*' of such ('order - 1')? */
static bool pass_invariant(const struct model *m, const struct operand *o,
			   int l, int depth)
{
	const struct loop *lp = &m->loops[l];

	if (o->is_const)
		return true;
	int c = model_skip_conv(m, o->node);
	if (c < 0 || depth > 8)
		return false;
	const struct node *n = &m->nodes[c];
	if (n->kind == NK_REF)
		return n->name && n->type.kind == MT_INT && n->func >= 0 &&
		       (!lp->ivar || strcmp(n->name, lp->ivar)) &&
		       !written_outside(m, n->func, n->name, lp->first_node,
					lp->last_node, 0, 0);
	return n->kind == NK_BINARY && (n->op == MOP_ADD || n->op == MOP_SUB ||
					n->op == MOP_MUL) &&
	       pass_invariant(m, &n->lhs, l, depth + 1) &&
	       pass_invariant(m, &n->rhs, l, depth + 1);
}

/* Does condition node c (or an operand of its '&&') hold for one value of
 * loop l's counter only: 'i == order - 1', '0 == i'? */
static bool counter_match(const struct model *m, int c, int l)
{
	const struct loop *lp = &m->loops[l];

	c = model_skip_conv(m, c);
	if (c < 0)
		return false;
	const struct node *n = &m->nodes[c];
	if (n->kind == NK_BINARY && n->op == MOP_LAND)
		return counter_match(m, n->lhs.node, l) ||
		       counter_match(m, n->rhs.node, l);
	if (n->kind != NK_BINARY || n->op != MOP_EQ)
		return false;
	const struct operand *side[2] = { &n->lhs, &n->rhs };
	for (int s = 0; s < 2; s++) {
		int v = side[s]->is_const ? -1 : model_skip_conv(m, side[s]->node);
		if (v >= 0 && m->nodes[v].kind == NK_REF && m->nodes[v].name &&
		    !strcmp(m->nodes[v].name, lp->ivar) &&
		    pass_invariant(m, side[1 - s], l, 0))
			return true;
	}
	return false;
}

/*
 * The then arm of a test of a loop's counter for one value ('if (i ==
 * order - 1) tmp2 = LSP_PI - qlsp[i];', speex's LSP weights; 'if (i ==
 * 0)') runs once per entry of the loop, as an arm that breaks does
 * (ONCE_BREAK): the counter is a 'for' loop's, stepped by its increment
 * only (no other write of it in the loop, its address taken nowhere), and
 * takes each value once.
 */
bool model_counter_arm(const struct model *m, int j)
{
	const struct node *t = &m->nodes[j];

	if (t->kind != NK_IF || t->loop < 0 || t->func < 0)
		return false;
	const struct loop *l = &m->loops[t->loop];
	return l->kind == LOOP_FOR && l->ivar && l->step_known && l->step &&
	       l->inc_first > 0 && l->inc_last > l->inc_first &&
	       !written_outside(m, t->func, l->ivar, l->first_node,
				l->last_node, l->inc_first, l->inc_last) &&
	       counter_match(m, t->lhs.node, t->loop);
}

static void mark_counter_match(struct model *m)
{
	for (unsigned j = 0; j < m->nnodes; j++) {
		const struct node *t = &m->nodes[j];
		if (t->kind == NK_IF && !t->once && t->arm_end[0] > (int)j + 1 &&
		    model_counter_arm(m, (int)j))
			mark_block(m, (int)j, (int)j + 1, t->arm_end[0], t->loop,
				   ONCE_BREAK);
	}
}

int model_loop_once(const struct model *m, int l)
{
	for (; l >= 0; l = m->loops[l].parent)
		if (once_setup(m->loops[l].once))
			return m->loops[l].once_if;
	return -1;
}

/* Does the body of loop p write or redeclare its counter (its range
 * then bounds nothing)? */
static bool counter_moved(const struct model *m, const struct loop *p)
{
	for (int k = p->first_node; k < p->last_node; k++) {
		const struct node *n = &m->nodes[k];
		if (k >= p->inc_first && k < p->inc_last)
			continue;	/* its own step */
		if (n->name && !strcmp(n->name, p->ivar) &&
		    (n->kind == NK_DECL ||
		     (n->kind == NK_REF && (n->flags & NF_STORE))))
			return true;
	}
	return false;
}

/*
 * Loop l's end is the counter of p, the loop right around it, of unknown
 * count, stepped by one from a constant: 'for (j = 0; j < i; j++)' (a Levinson
 * recursion's 'for (i = 0; i < p; i++)' around it), 'for (j = i - 1; j
 * >= 0; j--)' (an insertion sort).  From p's start on, l's passes grow by
 * one with each of p's: over p's passes they average half of them, and
 * nest_trip() takes that, not an assumption of their own.  The other end
 * of l must be near where the counter starts (p's start plus l's offset
 * to the counter), within a step or two.
 */
static void tri_assumed(struct model *m, struct loop *l, const struct loop *p)
{
	int64_t other = l->outer_start ? l->bound : l->start;
	int64_t near = p->start + l->outer_off - other;

	/* the loop right around it (nest_trip() has its count at hand) */
	if (p->step != 1 || near < -2 || near > 2 || l->bound_var ||
	    (int)(p - m->loops) != l->parent)
		return;
	/* (an unsigned counter down to 0 never ends: 'j >= 0' holds) */
	if (l->outer_start ? l->step == -1 && l->bound_known &&
			     !(l->ctr_unsigned && l->cmp == MOP_GE &&
			       l->bound <= 0) &&
			     (l->cmp == MOP_GE || l->cmp == MOP_GT) :
			     l->step == 1 && l->start_known &&
			     (l->cmp == MOP_LT || l->cmp == MOP_LE))
		l->tri_parent = true;
}

void model_outer_bounds(struct model *m)
{
	for (unsigned i = 0; i < m->nloops; i++) {
		struct loop *l = &m->loops[i];
		if (!l->outer_var || l->trip_known || l->trip_profiled ||
		    l->trip_callers || !l->step_known || !l->step ||
		    (l->outer_start ? !l->bound_known : !l->start_known) ||
		    l->bound_var)
			continue;
		const struct loop *p = NULL;
		for (int q = l->parent; q >= 0; q = m->loops[q].parent)
			if (m->loops[q].ivar && !strcmp(m->loops[q].ivar, l->outer_var)) {
				p = &m->loops[q];
				break;
			}
		if (!p || !p->step_known || !p->step || p->bound_var ||
		    counter_moved(m, p))
			continue;
		/* a counter from a start not known to a constant end by steps
		 * of 1 (from_end below): its range ends there ('for (k =
		 * order - 1; k > 0; k--)', opus's LPC_inverse_pred_gain_QA_c,
		 * an order's 8: 1 to 8) */
		uint64_t pt = p->trip;
		bool measured = p->trip_known || p->trip_profiled ||
				p->trip_callers;
		if (p->named && !measured) {
			uint64_t nt = model_named_count(p);
			if (nt && (!p->trip_bounded || nt < pt))
				pt = nt;
		}
		bool counted = measured || p->trip_bounded || p->named;
		/* (a count of the distance from the start to the end: the
		 * calls' or a name's for the start, with an early exit too
		 * -- the counter then stops above the end, within the range
		 * -- or one measured of a loop that always reaches the end;
		 * not an array's extent, which caps the passes from the
		 * start wherever that is) */
		bool from_end = !p->start_known && p->bound_known &&
				(p->step == 1 ? p->cmp == MOP_LT || p->cmp == MOP_LE :
				 p->step == -1 && (p->cmp == MOP_GT ||
						   p->cmp == MOP_GE)) &&
				(p->trip_callers || p->named ||
				 (p->trip_profiled && !p->early_exit));
		if (!p->start_known && !from_end)
			continue;
		/* an outer count of no bound: half of it (tri_assumed()), but
		 * a shifted or divided counter takes the range of an outer
		 * count that is no guess, and none of a guess (the 4 of a
		 * loop around an unknown one: 1 pass) */
		if (!p->trip_known && !p->trip_bounded && !p->trip_profiled &&
		    !from_end && !(l->outer_shift && counted)) {
			if (!l->outer_shift)
				tri_assumed(m, l, p);
			continue;
		}
		/* the counter's range: from its start, trip - 1 steps on, or
		 * back from its last value */
		int64_t first, last, lo, hi, span;
		if (pt < 1 || pt > INT32_MAX ||
		    __builtin_mul_overflow((int64_t)(pt - 1), p->step, &span))
			continue;
		if (from_end) {
			if (__builtin_add_overflow(p->bound, p->cmp == MOP_LT ? -1 :
						   p->cmp == MOP_GT ? 1 : 0, &last) ||
			    __builtin_sub_overflow(last, span, &first))
				continue;
		} else {
			first = p->start;
			if (__builtin_add_overflow(span, p->start, &last))
				continue;
		}
		if (__builtin_add_overflow(first, l->outer_off, &first) ||
		    __builtin_add_overflow(last, l->outer_off, &last))
			continue;
		lo = first < last ? first : last;
		hi = first < last ? last : first;
		if (l->outer_shift) {	/* '(k + 1) >> 1', 'i / 2' */
			int64_t d = (int64_t)1 << l->outer_shift;
			lo = l->outer_div ? lo / d : lo >> l->outer_shift;
			hi = l->outer_div ? hi / d : hi >> l->outer_shift;
		}
		/* the most passes: an ascending loop from the smallest start
		 * or to the largest bound, a descending one the other way;
		 * the least at the range's other end */
		bool up = l->step > 0;
		int64_t v = l->outer_start ? (up ? lo : hi) : (up ? hi : lo);
		int64_t w = v == lo ? hi : lo;
		uint64_t t, u;
		if (!mop_trip_count(l->outer_start ? v : l->start,
				    l->outer_start ? l->bound : v, l->step,
				    l->cmp, &t))
			continue;
		if (!mop_trip_count(l->outer_start ? w : l->start,
				    l->outer_start ? l->bound : w, l->step,
				    l->cmp, &u) || u > t)
			u = 0;
		if (!l->trip_bounded || t <= l->trip) {	/* (or as the walk
							 * bound it) */
			model_loop_at_most(l, t);
			l->triangular = true;
			l->tri_least = u;
		}
	}
}
