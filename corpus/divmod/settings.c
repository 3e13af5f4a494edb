/*
 * divmod, settings off by default: a flag that set-up code gives 0 or 1
 * and that only the application's setters change (twolame's quickmode:
 * FALSE from twolame_init, TRUE only after twolame_set_quick_mode()).  The
 * arm its test does not select at that value runs only when the
 * application changes the setting: its findings are set-up notes.  Not a
 * setting: a flag the codec itself changes at run time, a count compared
 * with other values (0 is a placeholder until the application sets it),
 * a flag a set-up function writes through a setter, one a 'ctl' request
 * handler that no header of the interface declares writes (one layer of a
 * codec sets another's through it each frame; tests/cli_ctl.sh has one the
 * interface declares), nor a field of a structure member the code fills whole (a
 * header read from the stream: 'fread(&d->h, sizeof d->h, 1, f)'), nor one a
 * set-up function writes in an if's arm (after what it read).
 */
#include <stdint.h>

#define TRUE 1
#define FALSE 0

struct enc {
	int32_t quickmode, quickcount, psycount, vbr, first, layers, ms, lfe, channels, adts;
};

struct enc *enc_new(void);
void enc_set_quick(struct enc *e, int32_t on);
void enc_set_ms(struct enc *e, int32_t on);
void enc_ctl(struct enc *e, int32_t request, int32_t value);

static struct enc the_enc;

struct enc *enc_new(void)
{
	struct enc *e = &the_enc;

	e->quickmode = FALSE;
	e->quickcount = 10;
	e->vbr = 1;
	e->first = 1;
	e->layers = 0;
	e->channels = 1;	/* a placeholder until the application sets it */
	e->lfe = 0;
	enc_set_ms(e, 1);
	return e;
}

void enc_set_quick(struct enc *e, int32_t on)
{
	e->quickmode = on ? TRUE : FALSE;
}

void enc_set_ms(struct enc *e, int32_t on)
{
	e->ms = on;
}

void enc_ctl(struct enc *e, int32_t request, int32_t value)
{
	if (request == 7)
		e->lfe = value;
}

/* A set-up function's write in an arm follows what it read (the stream's
 * header, faad2's NeAACDecInit): no default. */
void enc_init(struct enc *e, const uint8_t *hdr)
{
	if (hdr[0] == 0xFF)
		e->adts = 1;
}

int32_t encode(struct enc *e, const int32_t *x, int32_t n, int32_t d)
{
	int32_t s = 0;

	for (int32_t i = 0; i < n; i++) {
		if ((e->quickmode == TRUE) &&
		    (++e->psycount % e->quickcount != 0))	// expect: divmod note count=1
			s += x[i] / d;	// expect: divmod note count=1
		if (!e->vbr)
			s += x[i] % d;	// expect: divmod note count=1
		else
			s -= x[i] / (d + 1);	// expect: divmod warning count=100 basis=assumed
		if (e->first)
			s += x[i] / (d + 2);	// expect: divmod warning count=100 basis=assumed
		if (e->layers == 1)
			s += x[i] / (d + 3);	// expect: divmod warning count=100 basis=assumed
		/* a count of channels: no setting (its set-up value is a
		 * placeholder); the arm a stereo stream does not take is a
		 * note by the stereo rule (stereo_arms.c), the other stays */
		if (e->channels == 1)
			s += x[i] / (d + 6);	// expect: divmod note
		else
			s += x[i] % (d + 6);	// expect: divmod warning count=100 basis=assumed
		if (e->adts)
			s -= x[i] / (d + 7);	// expect: divmod warning count=100 basis=assumed
		else
			s += x[i] % (d + 7);	// expect: divmod warning count=100 basis=assumed
		if (e->layers == 2)
			s += (int32_t)((uint32_t)x[i] / 2u);	// no: divmod: an unsigned divide by 2 is a shift
		if (e->ms)
			s += x[i] % (d + 4);	// expect: divmod warning count=100 basis=assumed
		if (e->lfe)
			s += x[i] % (d + 5);	// expect: divmod warning count=100 basis=assumed
		if (e->quickmode)
			s += (int32_t)((uint32_t)x[i] % 4u);	// no: divmod: an unsigned modulo by 4 is a mask
		if (!e->first)
			s += (int32_t)((uint32_t)x[i] / 8u);	// no: divmod: an unsigned divide by 8 is a shift
		if (e->vbr != 0)
			s += 48000 / 1000;	// no: divmod: a divide of two constants is folded at compile time
	}
	e->first = 0;
	return s;
}

struct hdr {
	int32_t stereo, emph;
};

struct opt {
	int32_t fast;
};

struct dec {
	struct hdr h;
	struct opt o;
};

static struct dec the_dec;
unsigned long read_bytes(void *p, unsigned long n);

struct dec *dec_new(void)
{
	the_dec.h.stereo = 0;
	the_dec.o.fast = 0;
	return &the_dec;
}

int32_t dec_header(struct dec *d)
{
	return read_bytes(&d->h, sizeof d->h) == sizeof d->h;
}

int32_t decode(struct dec *d, const int32_t *x, int32_t n, int32_t q)
{
	int32_t s = 0;

	for (int32_t i = 0; i < n; i++) {
		if (d->h.stereo)
			s += x[i] / q;	// expect: divmod warning count=100 basis=assumed
		if (d->o.fast)
			s += x[i] / (q + 1);	// expect: divmod note count=1
		if (d->h.emph == 2)
			s += (int32_t)((uint32_t)x[i] / 16u);	// no: divmod: an unsigned divide by 16 is a shift
		s += (int32_t)((uint32_t)x[i] % 32u);	// no: divmod: an unsigned modulo by 32 is a mask
	}
	return s;
}
