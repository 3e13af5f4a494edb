/*
 * divmod, error paths: an if arm that counts an error ('wpc->crc_errors++'
 * after muting a damaged block, wavpack's unpacker) or reports one
 * ('fprintf(stderr, ...)', abort(), a function named for errors called
 * with its message) runs when the stream is damaged or the program is
 * misused: rare.  Its findings are set-up notes, counted per run of the
 * arm, and the loops inside it too.  The marker must be at the arm's top
 * level; an error sum ('err += d') or a name such as 'deferred' is no
 * error count, and an error function without a message is a computation.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

struct dec { int32_t crc_errors, deferred, nerr; };

extern void report_error(const char *msg, int32_t v);
extern int32_t quant_error(const int32_t *x, int32_t n);

/* Muting a damaged block: counted once per run of the arm. */
void unpack(struct dec *wpc, int32_t *buf, const int32_t *in, int32_t n,
	    int32_t got, int32_t want, int32_t d)
{
	int i;

	for (i = 0; i < n; i++)
		buf[i] = in[i] / d;	// expect: divmod warning count=100 basis=assumed
	if (got != want) {
		for (i = 0; i < n; i++)
			buf[i] = (i * 0x55) / d;	// expect: divmod note count=100 basis=assumed
		wpc->crc_errors++;
	}
}

/* Reported errors in a loop: the arms are notes, the loop's other code
 * is not. */
int32_t check_blocks(const int32_t *x, int32_t n, int32_t d)
{
	int32_t s = 0;
	int i;

	for (i = 0; i < n; i++) {
		s += x[i] / d;	// expect: divmod warning count=100 basis=assumed
		if (x[i] < 0) {
			fprintf(stderr, "bad block %d: %d\n", i, (x[i] + 1) / d);	// expect: divmod note count=1
			continue;
		}
		if (x[i] > 4096) {
			report_error("block too large", x[i] % d);	// expect: divmod note count=1
			s = 0;
		}
		if (x[i] == 77)
			abort();
		else
			s += x[i] % d;	// expect: divmod warning count=100 basis=assumed
	}
	return s;
}

/* Not error paths: an error sum, a name that only contains 'err', an
 * error function without a message (a computation), a count in a further
 * if of the arm. */
int32_t not_errors(struct dec *st, const int32_t *x, const int32_t *y,
		   int32_t n, int32_t d)
{
	int32_t err = 0;
	int i;

	for (i = 0; i < n; i++) {
		if (x[i] != y[i]) {
			int32_t e = (x[i] - y[i]) / d;	// expect: divmod warning count=100 basis=assumed
			err += e * e;
		}
		if (x[i] > y[i]) {
			st->deferred++;
			err += x[i] % d;	// expect: divmod warning count=100 basis=assumed
		}
		if (x[i] < 0) {
			err += quant_error(x, i) / d;	// expect: divmod warning count=100 basis=assumed
		}
		if (y[i] < 0) {
			err += y[i] / d;	// expect: divmod warning count=100 basis=assumed
			if (y[i] < -4096)
				st->nerr++;
		}
	}
	return err;
}

/* Divides that cost nothing, on and off the error path. */
uint32_t nocost(struct dec *st, const uint32_t *x, uint32_t n)
{
	uint32_t s = 0;
	uint32_t i;

	for (i = 0; i < n; i++) {
		s += x[i] / 32u;	// no: divmod: an unsigned divide by 32 is a shift
		s ^= x[i] % 64u;	// no: divmod: an unsigned modulo by 64 is a mask
		if (x[i] > 4096u) {
			uint32_t t = x[i] / 2u;	// no: divmod: an unsigned divide by 2 is a shift
			t |= x[i] % 8u;	// no: divmod: an unsigned modulo by 8 is a mask
			t &= (uint32_t)(sizeof(*st) / sizeof(int32_t));	// no: divmod: sizeof over sizeof is folded at compile time
			st->crc_errors++;
			st->nerr = (int32_t)t;
		}
		if (x[i] == 0u)
			fprintf(stderr, "empty block %u of %u\n", i, n / 4u);	// no: divmod: an unsigned divide by 4 is a shift
	}
	return s;
}

/* The work of an arm whose switch reports a bad setting in its default
 * case is no error path: the report is one case of the switch. */
int32_t dispatch(const int32_t *x, int32_t n, int32_t model, int32_t quick,
		 int32_t d)
{
	int32_t s = 0;
	int i;

	if (quick) {
		s = x[0];
	} else {
		switch (model) {
		case 1:
			for (i = 0; i < n; i++)
				s += x[i] / d;	// expect: divmod warning count=100 basis=assumed
			break;
		case 2:
			s = (int32_t)((uint32_t)x[0] / 16u);	// no: divmod: an unsigned divide by 16 is a shift
			s += (int32_t)((uint32_t)x[1] % 16u);	// no: divmod: an unsigned modulo by 16 is a mask
			break;
		default:
			fprintf(stderr, "bad model %d\n", model);
			return -1;
		}
		for (i = 0; i < n; i++)
			s += x[i] % d;	// expect: divmod warning count=100 basis=assumed
	}
	return s;
}

/* Not error paths: names whose words are not 'err' ('headerReads',
 * 'userRequests'), and a progress log at the end of the main arm (its
 * message says nothing went wrong). */
struct counts { uint32_t headerReads, userRequests; };

int32_t not_errors2(struct counts *s, const int32_t *x, int32_t d)
{
	int32_t acc = 0;
	int i;

	for (i = 0; i < 1000; i++) {
		if (x[i] > 0) {
			acc += x[i] / d;	// expect: divmod warning count=1000 basis=constant
			s->headerReads++;
		}
		if (x[i] < -5) {
			acc -= x[i] % d;	// expect: divmod warning count=1000 basis=constant
			s->userRequests++;
		}
		if (x[i] == 3) {
			acc += x[i + 1] / d;	// expect: divmod warning count=1000 basis=constant
			fprintf(stderr, "frame %d\n", i);
		}
	}
	return acc;
}

/* A failed call handed to the error handler through a pointer named for
 * it (libmad's decoder: 'if (mad_frame_decode(frame, stream) == -1) {
 * ...; switch (error_func(error_data, stream, frame)) { ... } }'): an error
 * path.  A pointer named for a computation ('err_weight') is no handler:
 * its arm is ordinary work. */
struct handlers {
	int32_t (*error_func)(void *, int32_t);
	int32_t (*err_weight)(void *, int32_t);
	void *data;
};
extern int32_t decode_block(int32_t *pcm, int32_t n);

int32_t decode_with_handler(struct handlers *h, int32_t *pcm, int32_t n,
			    int32_t d)
{
	int32_t s = 0;
	int i;

	for (i = 0; i < n; i++) {
		if (decode_block(pcm, i) == -1) {
			pcm[0] = pcm[1] / d;	// expect: divmod note count=1
			switch (h->error_func(h->data, i)) {
			case 1:
				return -1;
			default:
				continue;
			}
		}
		if (decode_block(pcm, n) < 0) {
			s += pcm[2] / d;	// expect: divmod warning count=100 basis=assumed
			s += h->err_weight(h->data, i);
		}
		s += pcm[3];
	}
	return s;
}

/* A failed call's handling: the status a call returned, tested for
 * failure, in an arm that returns an error on one of its paths (opus's
 * decoder: 'silk_ret = silk_Decode(...); if (silk_ret) { if (lost_flag)
 * { ...fill with silence... } else return OPUS_INTERNAL_ERROR; }').  The
 * concealment runs when the decoder failed, which is rare: notes, counted
 * per run of the arm. */
extern int32_t decode_frame(int32_t *pcm, int32_t n);
extern int32_t *get_block(int32_t n);

int32_t decode_all(int32_t *pcm, int32_t nframes, int32_t n, int32_t lost,
		   int32_t d)
{
	int32_t ret, f;
	int i;

	for (f = 0; f < nframes; f++) {
		pcm[f] = pcm[f + 1] / d;	// expect: divmod warning count=4 basis=assumed
		ret = decode_frame(pcm, n);
		if (ret) {
			if (lost) {	// expect: missed-guard
				for (i = 0; i < n; i++)
					pcm[i] = i / d;	// expect: divmod note count=100 basis=assumed
				pcm[0] = (int32_t)((uint32_t)n / 4u);	// no: divmod: an unsigned divide by 4 is a shift
			} else {
				return -3;
			}
		}
		if (decode_frame(pcm, n) < 0) {
			pcm[0] = pcm[1] / d;	// expect: divmod note count=1
			pcm[1] = (int32_t)((uint32_t)pcm[2] % 32u);	// no: divmod: an unsigned modulo by 32 is a mask
			return -1;
		}
		int32_t *b = get_block(n);
		if (!b) {
			pcm[0] = pcm[2] % d;	// expect: divmod note count=1
			return -1;
		}
	}
	return 0;
}

/* Not failures: a count a call returned, processed in the arm before an
 * error check of its own (no if-else deciding between recovery and an
 * error); a status tested for success; a status set before the loop; a
 * pointer tested as non-null. */
int32_t not_failures(int32_t *pcm, int32_t nframes, int32_t n, int32_t d)
{
	int32_t got, f, i, st;
	int32_t *b;

	st = decode_frame(pcm, n);
	for (f = 0; f < nframes; f++) {
		got = decode_frame(pcm, n);
		if (got) {
			for (i = 0; i < n; i++)
				pcm[i] = pcm[i] / d;	// expect: divmod warning count=400 basis=assumed
			pcm[1] = (int32_t)((uint32_t)got >> 3) + 4000 / 8;	// no: divmod: a divide of two constants is folded at compile time
			if (got < 0)
				return -1;
		}
		if (decode_frame(pcm, n) == 0) {
			pcm[0] = pcm[3] / d;	// expect: divmod warning count=4 basis=assumed
			pcm[2] = (int32_t)((uint32_t)pcm[3] / 64u);	// no: divmod: an unsigned divide by 64 is a shift
		} else {
			return -1;
		}
		if (st) {
			if (n > 4)
				pcm[0] = pcm[4] / d;	// expect: divmod warning count=4 basis=assumed
			else
				return -1;
		}
		b = get_block(n);
		if (b) {
			pcm[0] = b[0] % d;	// expect: divmod warning count=4 basis=assumed
			pcm[3] = (int32_t)((uint32_t)b[1] % 16u);	// no: divmod: an unsigned modulo by 16 is a mask
			pcm[4] = (int32_t)(sizeof(*b) / sizeof(int16_t));	// no: divmod: sizeof over sizeof is folded at compile time
			b[1] = 0;
		} else {
			return -1;
		}
	}
	return 0;
}

/*
 * Fallbacks for NaN and degenerate values: the then arm of a negated
 * floating-point comparison ('if (!(sum > EPSILON && sum < 64))', opus's
 * pulse search when the vector is zero, huge or NaN; '!(E < 1e9f) ||
 * isnan(E)', its analysis's reset) runs on degenerate input only: a
 * set-up note, as an error path.  The negation is the writer's mark: a
 * plain threshold ('E <= 1e-9f'), a negated integer comparison or a
 * negated '==' is an ordinary branch.
 */
extern int isnan_f(float x);

float pulse_fallback(float *restrict X, const float *restrict y, int N, float sum, float g)
{
	int j;

	if (!(sum > 1e-15f && sum < 64)) {
		for (j = 0; j < N; j++)
			X[j] = y[j] / g;	// expect: divmod note count=100 basis=assumed
		X[0] = y[0] * 0.5f;	// no: divmod: a multiply, no divide
		N = (int)((unsigned)N / 4u);	// no: divmod: an unsigned divide by 4 is a shift
		sum = 1.f;
	}
	for (j = 0; j < N; j++)
		X[j] = y[j] / sum;	// expect: divmod warning count=100 basis=assumed
	return sum;
}

float reset_on_nan(float *restrict mem, const float *restrict x, int n, float E, float g)
{
	if (!(E < 1e9f) || isnan_f(E)) {
		for (int i = 0; i < n; i++)
			mem[i] = x[i] / g;	// expect: divmod note count=100 basis=assumed
		for (int i = 0; i < n; i++)	// expect: loop-overhead note
			mem[i] = x[i] * 0.25f;	// no: divmod: a multiply by a reciprocal written as such
		E = 1.f;
	}
	/* a plain threshold: an ordinary branch */
	if (E <= 1e-9f)
		for (int i = 0; i < n; i++)
			mem[i] = x[i] / E;	// expect: divmod warning count=100 basis=assumed
	return E;
}

int32_t negated_ints(int32_t *restrict out, const int32_t *restrict x, int n, int32_t lo, int32_t d, float e, float t)
{
	/* a negated integer comparison: NaN is no concern */
	if (!(lo > 0 && lo < 64))
		for (int i = 0; i < n; i++) {
			out[i] = x[i] / d;	// expect: divmod warning count=100 basis=assumed
			out[i] += (int32_t)((uint32_t)x[i] % 16u);	// no: divmod: an unsigned modulo by 16 is a mask
		}
	/* a negated '==': a NaN fails '==' whichever way it is written */
	if (!(e == t))
		for (int i = 0; i < n; i++)
			out[i] = x[i] % d;	// expect: divmod warning count=100 basis=assumed
	return lo;
}

/* A single negated ordering against a variable is a data branch, not a
 * guard: a soft clipper's knee, a sort's swap test (a reviewer's counter
 * examples). */
void soft_clip(float *restrict y, const float *restrict x, int n, float thr, float knee)
{
	for (int i = 0; i < n; i++) {
		float v = x[i];
		if (!(v < thr))
			v = thr + (v - thr) / knee;	// expect: divmod warning count=100 basis=assumed
		y[i] = v;
	}
}
