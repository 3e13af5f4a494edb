/*
 * divmod, change-guarded blocks: per-frame code that rebuilds its state
 * when a flag says the settings or the stream format changed, and lowers
 * the flag ('if (d->changed) { rebuild(d); }' with 'd->changed = 0' at
 * the end of rebuild(): mpg123's decoder update; '!d->first_head' set to
 * the first header read: mpg123's LAME tag check).  The block runs once
 * per change, not per frame: its findings are set-up notes counted per
 * run of the block, and a function only such blocks call is set-up code.
 * The flag must be one object for the call (a field reached from a
 * parameter the function does not write, or a global), only ever be
 * assigned (constants for a raised flag; no ++, -=, address taken), and
 * be lowered (or set) on every path of the block but error returns.
 */
#include <stdint.h>

struct dec {
	int32_t changed, header_change, busy;
	uint32_t first_head;
	int32_t rate, out_rate, step, recip, block;
	int32_t pending, left;
	int32_t *table;
};

/* Lowers the flag at its top level; its divides run once per change. */
static int32_t dec_rebuild(struct dec *d, int32_t den)
{
	int32_t k;

	if (den <= 0)
		return -1;	/* an error return leaves the flag raised */
	d->step = (d->rate << 8) / d->out_rate;	// expect: divmod note count=1
	for (k = 0; k < 64; k++)
		d->table[k] = (k << 16) / den;	// expect: divmod note count=64
	d->recip = 65536 / den;	// expect: divmod note count=1
	d->block = (int32_t)((uint32_t)d->rate / 1024u);	// no: divmod: unsigned divide by 1024 is a shift
	d->changed = 0;
	return 0;
}

void dec_params(struct dec *d, int32_t rate)
{
	d->rate = rate;
	d->changed = 1;	/* a setter raises it: once per change */
}

int32_t dec_frames(struct dec *d, const int32_t *x, int32_t nframes, int32_t den)
{
	int32_t s = 0;
	int32_t f;

	for (f = 0; f < nframes; f++) {
		/* two flags, both lowered: the arm lowers one, the callee
		 * the other */
		if (d->header_change > 1 || d->changed) {
			d->header_change = 0;
			if (dec_rebuild(d, den) < 0)
				return -1;
		}
		s += (x[f] * d->recip) >> 16;	// no: divmod: the reciprocal of the change-guarded block, a multiply and a shift
		s += x[f] >> 4;	// no: divmod: a shift written by hand
	}
	return s;
}

/* The right operand of '&&' that lowers the flag its left operand tests. */
int32_t dec_packet(struct dec *d, const int32_t *x, int32_t n, int32_t den)
{
	int32_t i, s = 0;

	for (i = 0; i < n; i++) {
		if ((d->changed && dec_rebuild(d, den) < 0) || d->busy)
			return -1;
		s += (int32_t)((uint32_t)x[i] % 4u);	// no: divmod: unsigned modulo by 4 is a mask
	}
	return s;
}

/* A change guard within an arm that returns (mpg123's decode call): the
 * arm runs once per call, the guarded update once per change; were the
 * call counted per call, dec_rebuild() would not be set-up code and its
 * divides above would be warnings. */
int32_t dec_decode(struct dec *d, const int32_t *x, int32_t n)
{
	for (int32_t f = 0; f < n; f++) {
		/* the search's arm that returns: once per call */
		if (x[f] > 0) {
			if ((d->changed && dec_rebuild(d, x[0]) < 0) || d->busy)
				return -1;
			return x[f] >> 3;	// no: divmod: a shift written by hand
		}
	}
	return 0;
}

/* A flag tested for zero, set to the first header in the block and reset
 * on a resync: once per stream segment. */
int32_t dec_header(struct dec *d, uint32_t head, int32_t bytes, int32_t den)
{
	int32_t i, s = 0;

	for (i = 0; i < bytes; i++) {
		if (!d->first_head) {
			d->first_head = head;
			d->block = bytes / den;	// expect: divmod note count=1
		}
		s += (int32_t)(head >> (i & 7)) / den;	// expect: divmod warning count=100 basis=assumed
	}
	return s;
}

void dec_resync(struct dec *d)
{
	d->first_head = 0;
}

/* Not change guards, each counted per iteration (a warning): */

/* a flag assigned a computed value elsewhere ('d->pending = n'): a
 * count, not a flag; raised by the data, it may hold on every frame */
void dec_queue(struct dec *d, int32_t n)
{
	d->pending = n;
}

void dec_drain(struct dec *d, int32_t *out, int32_t nframes, int32_t den)
{
	int32_t f;

	for (f = 0; f < nframes; f++)
		if (d->pending) {
			out[f] = d->rate / den;	// expect: divmod warning count=100 basis=assumed
			out[f] += 48000 / 1000;	// no: divmod: folded at compile time
			d->pending = 0;
		}
}

/* the flag lowered on one path only */
void dec_maybe(struct dec *d, int32_t *out, int32_t nframes, int32_t den)
{
	int32_t f;

	for (f = 0; f < nframes; f++)
		if (d->header_change) {
			out[f] = d->rate / den;	// expect: divmod warning count=100 basis=assumed
			if (out[f] > 8)
				d->header_change = 0;
		}
}

/* a counter counted down: a bit reader's refill runs every 8 bits */
void dec_bits(struct dec *d, int32_t *out, int32_t n, int32_t den)
{
	int32_t i;

	for (i = 0; i < n; i++) {
		if (!d->left) {
			out[i] = d->rate % den;	// expect: divmod warning count=100 basis=assumed
			d->left = 8;
		}
		d->left--;
		out[i] = (int32_t)((uint32_t)out[i] % 8u);	// no: divmod: unsigned modulo by 8 is a mask
	}
}

/* the flag's root is a local pointer walking a list: one flag per node */
struct node { struct node *next; int32_t dirty, val; };

void node_flush(struct node *head, int32_t den)
{
	struct node *p;

	for (p = head; p; p = p->next)
		if (p->dirty) {
			p->val = p->val / den;	// expect: divmod warning count=100 basis=assumed
			p->dirty = 0;
		}
}

void node_mark(struct node *p)
{
	p->dirty = 1;
}

/* a callee that lowers the flag only in a branch */
static void dec_half(struct dec *d, int32_t v)
{
	if (v > 0)
		d->busy = 0;
}

void dec_poll(struct dec *d, int32_t *out, int32_t n, int32_t den)
{
	int32_t i;

	for (i = 0; i < n; i++)
		if (d->busy) {	// expect: missed-guard
			out[i] = d->rate / den;	// expect: divmod warning count=100 basis=assumed
			dec_half(d, out[i]);
		}
}

void dec_start(struct dec *d)
{
	d->busy = 1;
}

/* the flag lowered in one case of a switch only: other modes leave it
 * raised, and the block runs every frame */
void dec_modes(struct dec *d, int32_t *out, int32_t nframes, int32_t mode)
{
	int32_t f;

	for (f = 0; f < nframes; f++)
		if (d->changed) {
			switch (mode) {
			case 1:
				d->changed = 0;
				break;
			default:
				break;
			}
			out[f] = d->rate / d->out_rate;	// expect: divmod warning count=100 basis=assumed
			out[f] += (int32_t)((uint32_t)d->rate >> 2);	// no: divmod: a shift written by hand
		}
}

/* a return from an inner loop before the flag is lowered: it stays raised
 * on that path */
int32_t dec_scan(struct dec *d, const int32_t *x, int32_t nframes)
{
	int32_t f, k, s = 0;

	for (f = 0; f < nframes; f++) {
		if (d->changed) {
			for (k = 0; k < 4; k++)
				if (x[k] == 3)	// expect: missed-guard
					return 0;
			d->step = d->rate / d->out_rate;	// expect: divmod warning count=100 basis=assumed
			d->changed = 0;
		}
		s += x[f] * d->step;
	}
	return s;
}

/* lowered, then raised again in the same block: it runs every frame */
int32_t dec_again(struct dec *d, const int32_t *x, int32_t nframes)
{
	int32_t f, s = 0;

	for (f = 0; f < nframes; f++) {
		if (d->changed) {
			d->changed = 0;
			d->step = d->rate / d->out_rate;	// expect: divmod warning count=100 basis=assumed
			d->changed = 1;
		}
		s += x[f] * d->step;
	}
	return s;
}

/* The flag reached through a local pointer set from a parameter where it
 * is declared ('ctx_t *c = (ctx_t *)vc;', wavpack's DSD context): the
 * same object for the call, a change guard too.  A local pointer moved
 * later is not. */
struct reset_ctx {
	int32_t reset;
	int32_t period;
};

int32_t dsd_step(void *vc, const int32_t *x, int n, int32_t p)
{
	struct reset_ctx *c = (struct reset_ctx *)vc;
	int32_t s = 0;

	for (int i = 0; i < n; i++) {	// expect: loop-overhead
		if (c->reset) {
			c->period = x[i] / p;	// expect: divmod note count=1
			c->reset = 0;
		}
		s += x[i] + c->period;
	}
	return s;
}

int32_t dsd_step_moved(void *vc, void *other, const int32_t *x, int n,
		       int32_t p)
{
	struct reset_ctx *c = (struct reset_ctx *)vc;
	int32_t s = 0;

	if (n < 0)
		c = (struct reset_ctx *)other;
	for (int i = 0; i < n; i++) {
		if (c->reset) {
			c->period = x[i] / p;	// expect: divmod warning count=100 basis=assumed
			c->reset = 0;
		}
		s += x[i] + c->period;
	}
	return s;
}

/*
 * First-call flags: 'if (st->first) { ... }' at the top of the body, the
 * flag lowered as the function's last statement (speex's encoders, whose
 * state pointer C89 declares first and sets in the body's first
 * statement).  The block runs on the first frame after each raise.
 */
struct lsp_state {
	int first;
	int32_t old_lsp[10];
};

void lsp_state_init(struct lsp_state *st)
{
	st->first = 1;
}

void lsp_encode(void *state, const int32_t *lsp, int32_t q)
{
	struct lsp_state *st;
	int i;

	st = (struct lsp_state *)state;
	if (st->first) {
		for (i = 0; i < 10; i++)
			st->old_lsp[i] = lsp[i] / q;	// expect: divmod note count=10
	}
	for (i = 0; i < 10; i++)
		st->old_lsp[i] = (int32_t)((uint32_t)(st->old_lsp[i] + lsp[i]) / 2u);	// no: divmod: an unsigned divide by 2 is a shift
	st->first = 0;
}

/* A return between the block and the lowering leaves the flag raised on
 * that path: the block may run on every call. */
int lsp_encode_early(void *state, const int32_t *lsp, int32_t q, int dtx)
{
	struct lsp_state *st;
	int i;

	st = (struct lsp_state *)state;
	if (st->first) {
		for (i = 0; i < 10; i++)
			st->old_lsp[i] = lsp[i] / q;	// expect: divmod warning count=10
	}
	if (dtx)
		return 0;
	for (i = 0; i < 10; i++)
		st->old_lsp[i] = (uint32_t)st->old_lsp[i] % 64u;	// no: divmod: an unsigned modulo by 64 is a mask
	st->first = 0;
	return 1;
}

/* The state pointer set again after its first assignment: not one object
 * for the call. */
void lsp_encode_moved(void *state, void *other, const int32_t *lsp, int32_t q)
{
	struct lsp_state *st;
	int i;

	st = (struct lsp_state *)state;
	if (q < 0)
		st = (struct lsp_state *)other;
	if (st->first) {
		for (i = 0; i < 10; i++)
			st->old_lsp[i] = lsp[i] / q;	// expect: divmod warning count=10
	}
	st->first = 0;
}

/* A block that returns never reaches the lowering after it, and a return
 * in a switch between them leaves the flag raised: the block may run on
 * every call (a reviewer's counter-examples). */
int lsp_encode_returns(void *state, const int32_t *lsp, int32_t q)
{
	struct lsp_state *st;
	int i;

	st = (struct lsp_state *)state;
	if (st->first) {
		for (i = 0; i < 10; i++)
			st->old_lsp[i] = lsp[i] / q;	// expect: divmod warning count=10
		return 0;
	}
	st->first = 0;
	return 1;
}

int lsp_encode_switch(void *state, const int32_t *lsp, int32_t q, int mode)
{
	struct lsp_state *st;
	int i;

	st = (struct lsp_state *)state;
	if (st->first) {
		for (i = 0; i < 10; i++)
			st->old_lsp[i] = lsp[i] / q;	// expect: divmod warning count=10
	}
	switch (mode) {
	case 0:
		return 0;
	default:
		break;
	}
	st->first = 0;
	return 1;
}

/* From stop 49: a change flag the block does not lower -- raised only
 * where values differ from their saved copies, lowered otherwise, once
 * per frame (faad2's 'sbr->Reset' and its SBR tables); or a flag named
 * for a seek.  Its block runs when the stream's parameters change. */
struct sbr {
	int32_t start, start_prev, stop, stop_prev, Reset;
	int32_t header, just_seeked, n, tab[64];
	int32_t gain, gain_state, Redo;
};

static void sbr_tables(struct sbr *s, int32_t d)
{
	for (int32_t i = 0; i < s->n; i++)
		s->tab[i] = 48000 / (d + i);	// expect: divmod note
}

static void sbr_reset(struct sbr *s)
{
	if (s->start != s->start_prev || s->stop != s->stop_prev)
		s->Reset = 1;
	else
		s->Reset = 0;
	s->start_prev = s->start;
	s->stop_prev = s->stop;
}

int32_t sbr_frame(struct sbr *s, int32_t d)
{
	sbr_reset(s);
	if (s->Reset || (s->header && s->just_seeked))
		sbr_tables(s, d);
	return s->tab[0];
}

/* no: a flag raised on a comparison with anything but a saved copy is the
 * data's ('gain != gain_state' is no copy's name): per frame */
static void gain_tables(struct sbr *s, int32_t d)
{
	for (int32_t i = 0; i < s->n; i++)
		s->tab[i] = s->tab[i] / d;	// expect: divmod warning
}

int32_t gain_frame(struct sbr *s, int32_t d)
{
	if (s->gain != s->gain_state)
		s->Redo = 1;
	else
		s->Redo = 0;
	if (s->Redo)
		gain_tables(s, d);
	return s->tab[1];
}

/* no change flag (a reviewer's probes): a name that only contains a mark
 * ('threshold' is 'thresh' and 'old'), one value against its last
 * ('energy != energy_prev' may differ every frame), a copy the file never
 * updates, a capability named for seeking ('can_seek'): per frame */
struct probe {
	int32_t thresh, threshold, level, level_thresh, energy, energy_prev;
	int32_t rate, rate_prev, mode, mode_prev;
	int32_t Redo, Chg, Stale, can_seek, n, tab[64];
};

static void probe_a(struct probe *s, int32_t d)
{
	for (int32_t i = 0; i < s->n; i++)
		s->tab[i] = s->tab[i] / d;	// expect: divmod warning
}

static void probe_b(struct probe *s, int32_t d)
{
	for (int32_t i = 0; i < s->n; i++)
		s->tab[i] = s->tab[i] % d;	// expect: divmod warning
}

static void probe_c(struct probe *s, int32_t d)
{
	for (int32_t i = 0; i < s->n; i++)
		s->tab[i] = d / (s->tab[i] + 1);	// expect: divmod warning
}

static void probe_d(struct probe *s, int32_t d)
{
	for (int32_t i = 0; i < s->n; i++)
		s->tab[i] = d % (s->tab[i] + 1);	// expect: divmod warning
}

int32_t probe_names(struct probe *s, int32_t d)
{
	if (s->threshold != s->thresh || s->level_thresh != s->level)
		s->Redo = 1;
	else
		s->Redo = 0;
	s->thresh = s->threshold;
	s->level = s->level_thresh;
	if (s->Redo)
		probe_a(s, d);
	return (int32_t)((uint32_t)s->tab[0] / 4u);	// no: divmod: an unsigned divide by 4 is a shift
}

int32_t probe_energy(struct probe *s, int32_t d, const int32_t *pcm)
{
	s->energy = pcm[0] * pcm[0];
	if (s->energy != s->energy_prev)
		s->Chg = 1;
	else
		s->Chg = 0;
	s->energy_prev = s->energy;
	if (s->Chg)
		probe_b(s, d);
	return (int32_t)((uint32_t)s->tab[0] % 8u);	// no: divmod: an unsigned modulo by 8 is a mask
}

int32_t probe_stale(struct probe *s, int32_t d)
{
	if (s->rate != s->rate_prev || s->mode != s->mode_prev)
		s->Stale = 1;
	else
		s->Stale = 0;
	if (s->Stale)
		probe_c(s, d);
	return (int32_t)((uint32_t)s->tab[1] / 16u);	// no: divmod: an unsigned divide by 16 is a shift
}

int32_t probe_capable(struct probe *s, int32_t d)
{
	if (s->can_seek)
		probe_d(s, d);
	return (int32_t)((uint32_t)s->tab[1] % 32u);	// no: divmod: an unsigned modulo by 32 is a mask
}
