/* encode a 16-bit stereo 44.1 kHz WAV file to MPEG-1 layer II with
 * libtwolame at its defaults (twolame_init(): psychoacoustic model 3,
 * stereo mode chosen by TWOLAME_AUTO_MODE, the library's default bitrate
 * for the rate), 1,152 samples per channel per call, a frame:
 * twolame_encode_buffer() per call (measure.py --per
 * twolame_encode_buffer).  With OUT, writes the MP2 stream.
 * usage: twolame_encode IN.wav [OUT.mp2] */
#include <stdio.h>
#include <stdlib.h>
#include <twolame.h>

#define FRAME 1152

int main(int argc, char **argv)
{
	FILE *f = argc > 1 ? fopen(argv[1], "rb") : NULL;
	FILE *out = argc > 2 ? fopen(argv[2], "wb") : NULL;
	static short wav[2 * 44100 * 12];
	static short left[FRAME], right[FRAME];
	static unsigned char mp2[16384];

	if (!f || fseek(f, 44, SEEK_SET))
		return 1;
	size_t n = fread(wav, 4, 44100 * 12, f);
	fclose(f);
	twolame_options *opts = twolame_init();
	if (!opts)
		return 1;
	twolame_set_num_channels(opts, 2);
	twolame_set_in_samplerate(opts, 44100);
	twolame_set_out_samplerate(opts, 44100);
	if (twolame_init_params(opts) != 0)
		return 1;
	for (size_t at = 0; at + FRAME <= n; at += FRAME) {
		for (size_t i = 0; i < FRAME; i++) {
			left[i] = wav[2 * (at + i)];
			right[i] = wav[2 * (at + i) + 1];
		}
		int len = twolame_encode_buffer(opts, left, right, FRAME, mp2,
						sizeof mp2);
		if (len < 0)
			return 1;
		if (out)
			fwrite(mp2, 1, (size_t)len, out);
	}
	int len = twolame_encode_flush(opts, mp2, sizeof mp2);
	if (out && len > 0)
		fwrite(mp2, 1, (size_t)len, out);
	if (out)
		fclose(out);
	twolame_close(&opts);
	return 0;
}
