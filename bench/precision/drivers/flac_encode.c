/* encode the first SECONDS (default 10) of a 16-bit stereo 44.1 kHz WAV
 * file with libFLAC at compression level 5 (the flac tool's default:
 * blocksize 4096, LPC up to order 8, adaptive mid-side, MD5 of the input),
 * 4,096 samples per call, about a frame:
 * FLAC__stream_encoder_process_interleaved() per call (measure.py --per
 * FLAC__stream_encoder_process_interleaved).  With OUT, writes the FLAC
 * file, for flac_decode.c.
 * usage: flac_encode IN.wav [OUT.flac [SECONDS]] */
#include <stdio.h>
#include <stdlib.h>
#include <FLAC/stream_encoder.h>

#define BLOCK 4096

int main(int argc, char **argv)
{
	FILE *f = argc > 1 ? fopen(argv[1], "rb") : NULL;
	const char *out = argc > 2 ? argv[2] : "/dev/null";
	double secs = argc > 3 ? atof(argv[3]) : 10;
	static short wav[2 * 44100 * 12];
	static FLAC__int32 pcm[2 * BLOCK];

	if (!f || fseek(f, 44, SEEK_SET))
		return 1;
	size_t n = fread(wav, 4, 44100 * 12, f);
	fclose(f);
	if (n > (size_t)(secs * 44100))
		n = (size_t)(secs * 44100);
	FLAC__StreamEncoder *enc = FLAC__stream_encoder_new();
	if (!enc)
		return 1;
	FLAC__stream_encoder_set_channels(enc, 2);
	FLAC__stream_encoder_set_bits_per_sample(enc, 16);
	FLAC__stream_encoder_set_sample_rate(enc, 44100);
	FLAC__stream_encoder_set_compression_level(enc, 5);
	FLAC__stream_encoder_set_total_samples_estimate(enc, n);
	if (FLAC__stream_encoder_init_file(enc, out, NULL, NULL) != FLAC__STREAM_ENCODER_INIT_STATUS_OK)
		return 1;
	for (size_t at = 0; at < n; at += BLOCK) {
		size_t k = n - at < BLOCK ? n - at : BLOCK;
		for (size_t i = 0; i < 2 * k; i++)
			pcm[i] = wav[2 * at + i];
		if (!FLAC__stream_encoder_process_interleaved(enc, pcm, (uint32_t)k))
			return 1;
	}
	if (!FLAC__stream_encoder_finish(enc))
		return 1;
	FLAC__stream_encoder_delete(enc);
	return 0;
}
