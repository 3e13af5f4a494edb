/* decode the frames speex_encode.c wrote (wideband), with the perceptual
 * enhancer on: speex_decode_int() per frame (measure.py --per
 * speex_decode_int) */
#include <stdio.h>
#include <speex/speex.h>

int main(int argc, char **argv)
{
	FILE *f = argc > 1 ? fopen(argv[1], "rb") : NULL;
	spx_int16_t pcm[320];
	char bytes[256];
	SpeexBits bits;
	int enh = 1, len;

	if (!f)
		return 1;
	void *st = speex_decoder_init(&speex_wb_mode);
	speex_decoder_ctl(st, SPEEX_SET_ENH, &enh);
	speex_bits_init(&bits);
	while ((len = fgetc(f)) != EOF && fread(bytes, 1, (size_t)len, f) == (size_t)len) {
		speex_bits_read_from(&bits, bytes, len);
		speex_decode_int(st, &bits, pcm);
	}
	speex_bits_destroy(&bits);
	speex_decoder_destroy(st);
	fclose(f);
	return 0;
}
