/* encode the left channel of a 16-bit stereo 44.1 kHz WAV file with
 * libgsm (GSM 06.10 full rate, 8 kHz, resampled by nearest sample; the
 * library's defaults, as toast uses them), 160 samples per frame, and
 * decode each frame back: gsm_encode() and gsm_decode() once per frame
 * each (measure.py --per gsm_encode, or --per gsm_decode).
 * usage: gsm_codec IN.wav */
#include <stdio.h>
#include <stdlib.h>
#include <gsm.h>

int main(int argc, char **argv)
{
	FILE *f = argc > 1 ? fopen(argv[1], "rb") : NULL;
	static short wav[2 * 44100 * 12];
	gsm_signal frame[160], back[160];
	gsm_frame bytes;

	if (!f || fseek(f, 44, SEEK_SET))
		return 1;
	size_t n = fread(wav, 4, 44100 * 12, f);
	fclose(f);
	gsm enc = gsm_create(), dec = gsm_create();
	if (!enc || !dec)
		return 1;
	size_t m = n * 8000 / 44100;
	long sum = 0;
	for (size_t at = 0; at + 160 <= m; at += 160) {
		for (int i = 0; i < 160; i++)
			frame[i] = wav[2 * ((at + i) * 44100 / 8000)];
		gsm_encode(enc, frame, bytes);
		if (gsm_decode(dec, bytes, back))
			return 1;
		sum += back[80];
	}
	gsm_destroy(enc);
	gsm_destroy(dec);
	return sum == 0x7fffffff;	/* (keeps the decode) */
}
