/*
 * missing-restrict, with an inline helper in the loop: faad2's FFT passes
 * write half of their outputs through 'ComplexMult(&RE(ch[...]), ...)'.
 * Every compiler inlines such a helper, so its stores are the loop's own:
 * they go to the argument's address, order against the loads through the
 * other parameter, and a temporary whose address only the helper receives
 * still lives in registers.  A loop whose parameters are restrict is not
 * reported.
 */
typedef float real_t;
typedef real_t complex_t[2];
#define RE(A) (A)[0]
#define IM(A) (A)[1]

static inline void ComplexMult(real_t *y1, real_t *y2, real_t x1, real_t x2,
			       real_t c1, real_t c2)
{
	*y1 = x1 * c1 + x2 * c2;
	*y2 = x2 * c1 - x1 * c2;
}

/* radix-2 butterfly with a twiddle: one output stored in the loop, the
 * other through the helper */
void pass2_tw(int n, const complex_t *cc, complex_t *ch, const complex_t *wa)
{
	for (int i = 0; i < n; i++) {
		complex_t t2;
		RE(ch[i]) = RE(cc[2 * i]) + RE(cc[2 * i + 1]);	// expect: missing-restrict
		IM(ch[i]) = IM(cc[2 * i]) + IM(cc[2 * i + 1]);
		RE(t2) = RE(cc[2 * i]) - RE(cc[2 * i + 1]);
		IM(t2) = IM(cc[2 * i]) - IM(cc[2 * i + 1]);
		ComplexMult(&IM(ch[i + n]), &RE(ch[i + n]), IM(t2), RE(t2),
			    RE(wa[i]), IM(wa[i]));
	}
}

/* the same with restrict parameters */
void pass2_tw_r(int n, const complex_t *restrict cc, complex_t *restrict ch,
		const complex_t *restrict wa)
{
	for (int i = 0; i < n; i++) {
		complex_t t2;
		RE(ch[i]) = RE(cc[2 * i]) + RE(cc[2 * i + 1]);	// no: missing-restrict: every parameter is restrict
		IM(ch[i]) = IM(cc[2 * i]) + IM(cc[2 * i + 1]);
		RE(t2) = RE(cc[2 * i]) - RE(cc[2 * i + 1]);
		IM(t2) = IM(cc[2 * i]) - IM(cc[2 * i + 1]);
		ComplexMult(&IM(ch[i + n]), &RE(ch[i + n]), IM(t2), RE(t2),
			    RE(wa[i]), IM(wa[i]));
	}
}

/* the helper writes local temporaries (faad2's passf5: c4 and c5), then
 * the loop stores them: the temporaries are registers, the loop's only
 * memory aliasing is its own stores against its own loads */
void rotate_r(int n, const complex_t *restrict cc, complex_t *restrict ch,
	      real_t s1, real_t s2)
{
	complex_t c4, c5;

	for (int i = 0; i < n; i++) {	// expect: loop-overhead
		ComplexMult(&RE(c5), &RE(c4), s1, s2, RE(cc[i]), IM(cc[i]));
		RE(ch[i]) = RE(c5) + RE(c4);	// no: missing-restrict: every parameter is restrict
		IM(ch[i]) = RE(c5) - RE(c4);
	}
}

/* faad2's passf4pos: every twiddled output goes through the helper, the
 * loop's own stores are the untwiddled ones; its temporaries are declared
 * in both arms of an if (each declaration an array in registers, so
 * the first loop's only memory is 'cc' and 'ch').  The second loop's
 * finding is at the helper's first store into 'ch', the argument
 * '&IM(ch[...])' */
void pass4_tw(int ido, const complex_t *cc, complex_t *ch,
	      const complex_t *wa)
{
	if (ido == 1) {
		for (int k = 0; k < 64; k++) {
			complex_t t1, t2;
			RE(t1) = RE(cc[4 * k]) - RE(cc[4 * k + 2]);
			IM(t1) = IM(cc[4 * k]) - IM(cc[4 * k + 2]);
			RE(t2) = RE(cc[4 * k]) + RE(cc[4 * k + 2]);
			IM(t2) = IM(cc[4 * k]) + IM(cc[4 * k + 2]);
			RE(ch[k]) = RE(t2) + RE(t1);	// expect: missing-restrict
			IM(ch[k]) = IM(t2) + IM(t1);
		}
	} else {
		for (int i = 0; i < ido; i++) {
			complex_t t1, t2;
			RE(t1) = RE(cc[i]) - RE(cc[i + ido]);
			IM(t1) = IM(cc[i]) - IM(cc[i + ido]);
			RE(t2) = RE(t1) + RE(cc[i + 2 * ido]);
			IM(t2) = IM(t1) + IM(cc[i + 2 * ido]);
			ComplexMult(&IM(ch[i + ido]), &RE(ch[i + ido]), IM(t2), RE(t2), RE(wa[i]), IM(wa[i]));	// expect: missing-restrict
		}
	}
}

/* a helper that stores through a pointer it is given as a value ('out +
 * i', not an address '&x'): which object it writes is not followed, so
 * the loop is left alone (the loop model still prices its stores) */
static inline void put2(real_t *o, real_t a, real_t b)
{
	o[0] = a + b;
}

void put_pairs(int n, const real_t *in, real_t *out)
{
	for (int i = 0; i < n; i++)
		put2(out + 2 * i, in[i], in[i + n]);	// no: missing-restrict: the helper's pointer argument is no address; the rule does not follow it
}

/* a helper that loads through a pointer it is given as an address: a load
 * at the argument ('&in[i]'), which the stores through 'out' hold back */
static inline void madd(real_t *o, const real_t *p, real_t g)
{
	*o = *p * g + 1.0f;
}

void gain_helper(int n, const real_t *in, real_t *out, real_t g)
{
	for (int i = 0; i < n; i++)
		madd(&out[i], &in[i], g);	// expect: missing-restrict
}

/* a helper that adds into the caller's temporary: the chain runs through
 * the multiply before the call and the helper's add */
static inline void accum(real_t *r, real_t a)
{
	*r += a;
}

void acc_helper(int n, const real_t *in, real_t *out, real_t g)
{
	for (int i = 0; i < n; i++) {
		real_t t = in[i] * g;
		accum(&t, in[i + n]);
		out[i] = t;	// expect: missing-restrict
	}
}
