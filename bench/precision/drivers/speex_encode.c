/* encode the left channel of a 16-bit stereo 44.1 kHz WAV file with
 * libspeex, wideband (16 kHz, resampled by nearest sample), quality 8,
 * complexity 3, 20 ms frames: speex_encode_int() per frame (measure.py
 * --per speex_encode_int); with a second argument, writes the frames,
 * each a byte of length and the bytes, for speex_decode.c */
#include <stdio.h>
#include <stdlib.h>
#include <speex/speex.h>

int main(int argc, char **argv)
{
	FILE *f = argc > 1 ? fopen(argv[1], "rb") : NULL;
	FILE *out = argc > 2 ? fopen(argv[2], "wb") : NULL;
	static short wav[2 * 44100 * 12];
	spx_int16_t frame[320];
	char bytes[256];
	SpeexBits bits;
	int q = 8, cx = 3;

	if (!f || fseek(f, 44, SEEK_SET))
		return 1;
	size_t n = fread(wav, 4, 44100 * 12, f);
	fclose(f);
	void *st = speex_encoder_init(&speex_wb_mode);
	speex_encoder_ctl(st, SPEEX_SET_QUALITY, &q);
	speex_encoder_ctl(st, SPEEX_SET_COMPLEXITY, &cx);
	speex_bits_init(&bits);
	size_t m = n * 16000 / 44100;
	for (size_t at = 0; at + 320 <= m; at += 320) {
		for (int i = 0; i < 320; i++)
			frame[i] = wav[2 * ((at + i) * 44100 / 16000)];
		speex_bits_reset(&bits);
		speex_encode_int(st, frame, &bits);
		int len = speex_bits_write(&bits, bytes, sizeof bytes);
		if (out) {
			fputc(len, out);
			fwrite(bytes, 1, (size_t)len, out);
		}
	}
	speex_bits_destroy(&bits);
	speex_encoder_destroy(st);
	if (out)
		fclose(out);
	return 0;
}
