/* encode a synthetic 512x512 RGB picture (8 bits a component) with
 * openjpeg2 as opj_compress -r 20 -I would: a J2K codestream, one tile,
 * irreversible 9/7 wavelet with the colour transform, one quality layer at
 * 20:1 (1.2 bits a pixel), the library's defaults otherwise (6 resolutions,
 * 64x64 code blocks, LRCP, one thread): opj_encode() once per picture
 * (measure.py --per opj_encode --lib=-lpthread
 * --cflag=-I.../src/lib/openjp2 -- OUT.j2k; the -I is the source tree's, for
 * openjpeg.h, which the database's include paths do not name).
 * The picture is seeded and natural-looking for the codec: a diagonal
 * gradient with a slow ripple, a sinusoidal-striped disc, a checkered
 * square, a ring of fine texture and a noisy ellipse, each with its own
 * colour, and +-3 of noise on every component.  OUT.j2k is for
 * openjpeg2_decode.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <openjpeg.h>

enum { W = 512, H = 512 };

static unsigned rng = 4242;
static int noise(int amp)
{
	rng = rng * 1103515245u + 12345u;
	return (int)((rng >> 16) % (2 * amp + 1)) - amp;
}

static int clamp(double v)
{
	return v < 0 ? 0 : v > 255 ? 255 : (int)(v + 0.5);
}

static void pixel(int i, int j, double rgb[3])
{
	double g = 30 + 0.3 * i + 0.12 * j + 10 * sin((i + 2 * j) / 41.0);
	rgb[0] = g + 20, rgb[1] = g, rgb[2] = 200 - 0.3 * j;
	double dx = i - 130, dy = j - 150;
	if (dx * dx + dy * dy < 70 * 70) {
		double s = 70 * sin((dx + 0.5 * dy) / 5.0);
		rgb[0] = 160 + s, rgb[1] = 90 + 0.5 * s, rgb[2] = 60;
	}
	if (fabs(i - 380.0) < 55 && fabs(j - 120.0) < 55) {
		int c = ((i - 325) / 11 + (j - 65) / 11) & 1;
		rgb[0] = c ? 220 : 40, rgb[1] = c ? 210 : 50, rgb[2] = c ? 190 : 70;
	}
	double r = sqrt((i - 350.0) * (i - 350.0) + (j - 370.0) * (j - 370.0));
	if (r > 50 && r < 95) {
		double t = 60 * cos(r / 2.0) * sin(atan2(j - 370.0, i - 350.0) * 9);
		rgb[0] = 100 + t, rgb[1] = 150 + t, rgb[2] = 90;
	}
	double ex = (i - 150) / 90.0, ey = (j - 400) / 45.0;
	if (ex * ex + ey * ey < 1) {
		double t = 30 * cos(i / 3.0) * sin(j / 4.0) + noise(15);
		rgb[0] = 70 + t, rgb[1] = 80 + t, rgb[2] = 140 + t;
	}
}

static void msg(const char *m, void *u)
{
	(void)u;
	fprintf(stderr, "openjpeg2_encode: %s", m);
}

int main(int argc, char **argv)
{
	opj_image_cmptparm_t cp[3];
	opj_cparameters_t par;

	if (argc < 2)
		return 1;
	memset(cp, 0, sizeof cp);
	for (int c = 0; c < 3; c++) {
		cp[c].dx = cp[c].dy = 1;
		cp[c].w = W, cp[c].h = H;
		cp[c].prec = 8, cp[c].sgnd = 0;
	}
	opj_image_t *img = opj_image_create(3, cp, OPJ_CLRSPC_SRGB);
	if (!img)
		return 1;
	img->x0 = img->y0 = 0;
	img->x1 = W, img->y1 = H;
	for (int j = 0; j < H; j++)
		for (int i = 0; i < W; i++) {
			double rgb[3];
			pixel(i, j, rgb);
			for (int c = 0; c < 3; c++)
				img->comps[c].data[j * W + i] = clamp(rgb[c] + noise(3));
		}
	opj_set_default_encoder_parameters(&par);
	par.tcp_numlayers = 1;
	par.tcp_rates[0] = 20;
	par.cp_disto_alloc = 1;
	par.irreversible = 1;
	par.tcp_mct = 1;
	opj_codec_t *codec = opj_create_compress(OPJ_CODEC_J2K);
	opj_set_error_handler(codec, msg, NULL);
	opj_set_warning_handler(codec, msg, NULL);
	if (!opj_setup_encoder(codec, &par, img))
		return 1;
	opj_stream_t *s = opj_stream_create_default_file_stream(argv[1], OPJ_FALSE);
	if (!s)
		return 1;
	int ok = opj_start_compress(codec, img, s) && opj_encode(codec, s) &&
		opj_end_compress(codec, s);
	opj_stream_destroy(s);
	opj_destroy_codec(codec);
	opj_image_destroy(img);
	return ok ? 0 : 1;
}
