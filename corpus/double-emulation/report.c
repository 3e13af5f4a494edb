/*
 * Optional report blocks (every rule; double maths here): code that only
 * fills a structure the application hands the library, 'if (fr->pinfo)
 * { fr->pinfo->... = ...; }' and 'if (fr->pinfo) fill_pinfo_side(fr,
 * ...)' in mpg123's layer III decoder (the frame analyser's data).  The
 * library sets the field only to NULL or to a parameter of an API call,
 * and the block's only effect is to store through it: it runs only when
 * the application asks, so its findings are set-up notes and a function
 * only such blocks call is set-up code.  A field the library points at
 * its own memory, or a block that also changes other state, stays hot.
 */
struct info {
	double sfb[2][39];
	double xr[2][64];
	int bits[2];
};

struct list {
	struct list *next;
	double v;
};

struct dec {
	struct info *pinfo;	/* the application's, or NULL */
	struct info *stats;	/* the library's own, or NULL */
	struct info *both;	/* the library's own, or the application's */
	struct list *queue;	/* the last node appended */
	double *pcm;		/* the application's output buffer */
	struct info own;
	struct list *tail;
	int gain[39];
	float hyb[64];
	double level;
};

void dec_init(struct dec *d, int keep_stats)
{
	d->pinfo = 0;
	d->stats = keep_stats ? &d->own : 0;
	d->both = &d->own;
	d->tail = 0;
	d->queue = 0;
	d->pcm = 0;
}

/* API calls that hand in objects the library then uses as its own */
void dec_set_both(struct dec *d, struct info *p)
{
	d->both = p;
}

void dec_append(struct dec *d, struct list *n)
{
	n->next = 0;
	d->queue = n;
}

void dec_set_output(struct dec *d, double *buf)
{
	d->pcm = buf;
}

/* the API call that hands in the frame analyser's structure */
void dec_set_info(struct dec *d, struct info *mi)
{
	d->pinfo = mi;
}

/* called only where 'd->pinfo' is set: set-up code */
static void fill_info(struct dec *d, int gr)
{
	int j;

	for (j = 0; j < 64; j++)
		d->pinfo->xr[gr][j] = d->hyb[j];	// expect: double-emulation note
}

void dec_granule(struct dec *d, int gr, struct list *b)
{
	int i;

	for (i = 0; i < 39; i++)	// expect: loop-overhead
		d->hyb[i] = (float)d->gain[i] * 0.25f;
	if (d->pinfo) {
		int k;
		d->pinfo->bits[gr] = 39;
		for (k = 0; k < 39; k++)
			d->pinfo->sfb[gr][k] = d->gain[k];	// expect: double-emulation note count=39
	}
	if (d->pinfo != 0)
		fill_info(d, gr);
	/* the library's own statistics (the field is set to its own
	 * memory): hot */
	if (d->stats)
		for (i = 0; i < 39; i++)
			d->stats->sfb[gr][i] = d->gain[i];	// expect: double-emulation warning count=39
	/* a report block that also changes the decoder's state: hot */
	if (d->pinfo) {
		d->pinfo->bits[gr] = 1;
		d->level = d->level * 0.5;	// expect: double-emulation warning
	}
	/* a list's tail: the field is the library's own node */
	if (d->tail)
		d->tail->v = d->hyb[0];	// expect: double-emulation warning
	d->tail = b;
	/* set to the library's own structure too ('&d->own'): hot */
	if (d->both)
		for (i = 0; i < 39; i++)
			d->both->sfb[gr][i] = d->gain[i];	// expect: double-emulation warning count=39
	/* the object an append hands in is the library's list node: hot */
	if (d->queue)
		d->queue->v = d->queue->v * 0.5;	// expect: double-emulation warning
	/* an array the field points to: the output buffer, hot */
	if (d->pcm)
		for (i = 0; i < 64; i++)
			d->pcm[i] = d->hyb[i];	// expect: double-emulation warning count=64
	/* a report block whose loop counts with the function's 'i': still
	 * only fills the structure */
	if (d->pinfo)
		for (i = 0; i < 39; i++)
			d->pinfo->sfb[1][i] = d->gain[i] * 2;	// expect: double-emulation note count=39
}

/* the decoder's frame loop calls dec_granule per granule */
void dec_frames(struct dec *d, int n, struct list *b)
{
	for (int f = 0; f < n; f++)
		dec_granule(d, f & 1, b);
}
