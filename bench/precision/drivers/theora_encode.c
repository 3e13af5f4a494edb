/* encode a synthetic 352x288 4:2:0 clip (NFRAMES frames, 240 by default:
 * 9.6 s at 25 fps, long enough that once-per-stream code -- the 4 calls of
 * th_encode_flushheader() included -- runs under 0.02 times a frame, the
 * profile's set-up threshold) with libtheora at quality 38 (ffmpeg2theora's
 * default -v 6), speed level as the library defaults, keyframe interval 64:
 * th_encode_ycbcr_in() per frame (measure.py --per th_encode_ycbcr_in
 * --lib=-logg -- OUT.thr [NFRAMES]).  The picture is seeded and
 * natural-looking for the codec: a background gradient that pans and slowly
 * changes slope, three textured objects (a sinusoidal-striped disc, a
 * checkered square, a noisy ellipse) that move at non-integer speeds in
 * different directions and bounce off the edges, and +-3 of noise on luma;
 * chroma follows the gradient and the objects' colours.  The packets
 * (3 headers, then one per frame) go to OUT.thr as records of
 * b_o_s, e_o_s (1 byte each), granulepos, packetno (8 bytes each,
 * little-endian) and the length (4 bytes) and bytes, for theora_decode.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <theora/theoraenc.h>

enum { W = 352, H = 288 };

static unsigned rng = 12345;
static int noise(int amp)
{
	rng = rng * 1103515245u + 12345u;
	return (int)((rng >> 16) % (2 * amp + 1)) - amp;
}

static unsigned char clamp(double v)
{
	return v < 0 ? 0 : v > 255 ? 255 : (unsigned char)(v + 0.5);
}

/* a position that moves at v pixels a frame from p0 and bounces between
 * lo and hi */
static double bounce(double p0, double v, int t, double lo, double hi)
{
	double span = hi - lo, p = fmod(p0 - lo + v * t, 2 * span);
	if (p < 0)
		p += 2 * span;
	return lo + (p < span ? p : 2 * span - p);
}

/* the picture of frame t: luma and the two half-size chroma planes */
static void picture(int t, unsigned char *y, unsigned char *cb, unsigned char *cr)
{
	/* object centres: a disc, a square, an ellipse */
	double dx = bounce(60, 3.3, t, 40, W - 40), dy = bounce(80, 1.7, t, 40, H - 40);
	double sx = bounce(280, -2.6, t, 30, W - 30), sy = bounce(60, 2.2, t, 30, H - 30);
	double ex = 176 + 110 * sin(t / 23.0), ey = 144 + 100 * sin(t / 37.0);
	double slope = 0.35 + 0.15 * sin(t / 50.0);

	for (int j = 0; j < H; j++)
		for (int i = 0; i < W; i++) {
			double v = 60 + 0.25 * j + slope * 120 * (1 + sin((i + 1.9 * t) / 140.0))
				+ 12 * sin((i + 2 * j + 4 * t) / 47.0);
			double ddx = i - dx, ddy = j - dy;
			if (ddx * ddx + ddy * ddy < 40 * 40)
				v = 128 + 70 * sin((ddx + 0.5 * ddy) / 4.0);
			if (fabs(i - sx) < 30 && fabs(j - sy) < 30)
				v = (((int)(i - sx + 64) / 8 + (int)(j - sy + 64) / 8) & 1) ? 200 : 50;
			double eex = (i - ex) / 50, eey = (j - ey) / 28;
			if (eex * eex + eey * eey < 1)
				v = 90 + 30 * cos(i / 3.0) * sin(j / 5.0) + noise(12);
			y[j * W + i] = clamp(v + noise(3));
		}
	for (int j = 0; j < H / 2; j++)
		for (int i = 0; i < W / 2; i++) {
			double u = 128 + 30 * sin((2 * i + t) / 80.0), w = 128 - 0.1 * j;
			int li = 2 * i, lj = 2 * j;
			double ddx = li - dx, ddy = lj - dy;
			if (ddx * ddx + ddy * ddy < 40 * 40)
				u = 90, w = 180;
			if (fabs(li - sx) < 30 && fabs(lj - sy) < 30)
				u = 170, w = 110;
			double eex = (li - ex) / 50, eey = (lj - ey) / 28;
			if (eex * eex + eey * eey < 1)
				u = 140, w = 140;
			cb[j * (W / 2) + i] = clamp(u);
			cr[j * (W / 2) + i] = clamp(w);
		}
}

static void put(FILE *f, const ogg_packet *op)
{
	unsigned char h[22];
	unsigned long long g = (unsigned long long)op->granulepos, n = (unsigned long long)op->packetno;
	h[0] = (unsigned char)op->b_o_s;
	h[1] = (unsigned char)op->e_o_s;
	for (int k = 0; k < 8; k++) {
		h[2 + k] = (unsigned char)(g >> (8 * k));
		h[10 + k] = (unsigned char)(n >> (8 * k));
	}
	for (int k = 0; k < 4; k++)
		h[18 + k] = (unsigned char)((unsigned long)op->bytes >> (8 * k));
	fwrite(h, 1, sizeof h, f);
	fwrite(op->packet, 1, (size_t)op->bytes, f);
}

int main(int argc, char **argv)
{
	FILE *f = argc > 1 ? fopen(argv[1], "wb") : NULL;
	int nframes = argc > 2 ? atoi(argv[2]) : 240;
	static unsigned char y[W * H], cb[W * H / 4], cr[W * H / 4];
	th_info ti;
	th_comment tc;
	th_ycbcr_buffer buf;
	ogg_packet op;
	long total = 0;

	if (!f)
		return 1;
	th_info_init(&ti);
	ti.frame_width = ti.pic_width = W;	/* multiples of 16 already */
	ti.frame_height = ti.pic_height = H;
	ti.pic_x = ti.pic_y = 0;
	ti.colorspace = TH_CS_ITU_REC_470BG;
	ti.pixel_fmt = TH_PF_420;
	ti.fps_numerator = 25;
	ti.fps_denominator = 1;
	ti.aspect_numerator = ti.aspect_denominator = 1;
	ti.target_bitrate = 0;
	ti.quality = 38;
	ti.keyframe_granule_shift = 6;
	th_enc_ctx *enc = th_encode_alloc(&ti);
	if (!enc)
		return 1;
	th_comment_init(&tc);
	while (th_encode_flushheader(enc, &tc, &op) > 0)
		put(f, &op);
	buf[0].width = W, buf[0].height = H, buf[0].stride = W, buf[0].data = y;
	buf[1].width = W / 2, buf[1].height = H / 2, buf[1].stride = W / 2, buf[1].data = cb;
	buf[2].width = W / 2, buf[2].height = H / 2, buf[2].stride = W / 2, buf[2].data = cr;
	for (int t = 0; t < nframes; t++) {
		picture(t, y, cb, cr);
		if (th_encode_ycbcr_in(enc, buf))
			return 1;
		while (th_encode_packetout(enc, t == nframes - 1, &op) > 0) {
			put(f, &op);
			total += op.bytes;
		}
	}
	th_encode_free(enc);
	th_comment_clear(&tc);
	th_info_clear(&ti);
	fclose(f);
	fprintf(stderr, "theora_encode: %d frames, %ld bytes\n", nframes, total);
	return 0;
}
