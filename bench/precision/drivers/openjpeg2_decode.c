/* decode the J2K codestream openjpeg2_encode.c wrote (512x512 RGB, 9/7,
 * one layer at 20:1) with openjpeg2 as opj_decompress would, the whole
 * picture at full resolution, one thread, and sum its samples:
 * opj_decode() once per picture (measure.py --per opj_decode
 * --lib=-lpthread --cflag=-I.../src/lib/openjp2 -- IN.j2k; the -I is the
 * source tree's, for openjpeg.h) */
#include <stdio.h>
#include <stdlib.h>
#include <openjpeg.h>

static void msg(const char *m, void *u)
{
	(void)u;
	fprintf(stderr, "openjpeg2_decode: %s", m);
}

int main(int argc, char **argv)
{
	opj_dparameters_t par;
	opj_image_t *img = NULL;
	unsigned long sum = 0;

	if (argc < 2)
		return 1;
	opj_stream_t *s = opj_stream_create_default_file_stream(argv[1], OPJ_TRUE);
	if (!s)
		return 1;
	opj_set_default_decoder_parameters(&par);
	opj_codec_t *codec = opj_create_decompress(OPJ_CODEC_J2K);
	opj_set_error_handler(codec, msg, NULL);
	opj_set_warning_handler(codec, msg, NULL);
	if (!opj_setup_decoder(codec, &par) || !opj_read_header(s, codec, &img) ||
	    !opj_decode(codec, s, img) || !opj_end_decompress(codec, s))
		return 1;
	for (unsigned c = 0; c < img->numcomps; c++)
		for (unsigned k = 0; k < img->comps[c].w * img->comps[c].h; k++)
			sum += (unsigned long)img->comps[c].data[k];
	fprintf(stderr, "openjpeg2_decode: %ux%u, %u components, sample sum %lu\n",
		img->x1 - img->x0, img->y1 - img->y0, img->numcomps, sum);
	opj_stream_destroy(s);
	opj_destroy_codec(codec);
	opj_image_destroy(img);
	return 0;
}
