/* encode a 16-bit stereo 44.1 kHz WAV file with WavPack at its defaults
 * (lossless, normal mode: the wavpack tool without options), 4,096
 * samples per channel per call: WavpackPackSamples() per call
 * (measure.py --per WavpackPackSamples).  With OUT, writes the .wv file,
 * for wavpack_decode.c.
 * usage: wavpack_encode IN.wav [OUT.wv] */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wavpack.h>

#define BLOCK 4096

static int put(void *id, void *data, int32_t bcount)
{
	return !id || fwrite(data, 1, (size_t)bcount, id) == (size_t)bcount;
}

int main(int argc, char **argv)
{
	FILE *f = argc > 1 ? fopen(argv[1], "rb") : NULL;
	FILE *out = argc > 2 ? fopen(argv[2], "wb") : NULL;
	static short wav[2 * 44100 * 12];
	static int32_t pcm[2 * BLOCK];
	WavpackConfig cfg;

	if (!f || fseek(f, 44, SEEK_SET))
		return 1;
	size_t n = fread(wav, 4, 44100 * 12, f);
	fclose(f);
	WavpackContext *wpc = WavpackOpenFileOutput(put, out, NULL);
	if (!wpc)
		return 1;
	memset(&cfg, 0, sizeof cfg);
	cfg.bytes_per_sample = 2;
	cfg.bits_per_sample = 16;
	cfg.channel_mask = 3;
	cfg.num_channels = 2;
	cfg.sample_rate = 44100;
	if (!WavpackSetConfiguration64(wpc, &cfg, (int64_t)n, NULL) ||
	    !WavpackPackInit(wpc))
		return 1;
	for (size_t at = 0; at < n; at += BLOCK) {
		size_t k = n - at < BLOCK ? n - at : BLOCK;
		for (size_t i = 0; i < 2 * k; i++)
			pcm[i] = wav[2 * at + i];
		if (!WavpackPackSamples(wpc, pcm, (uint32_t)k))
			return 1;
	}
	if (!WavpackFlushSamples(wpc))
		return 1;
	WavpackCloseFile(wpc);
	if (out)
		fclose(out);
	return 0;
}
