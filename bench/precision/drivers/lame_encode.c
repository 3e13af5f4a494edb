/* encode a 16-bit stereo 44.1 kHz WAV file with libmp3lame at 128 kbit/s
 * (the library's default quality), 1,152 samples per call, the MP3 bytes
 * discarded: lame_encode_buffer_interleaved() per frame (measure.py --per
 * lame_encode_buffer_interleaved --source libmp3lame/vector/
 * xmm_quantize_sub.c, which the review's scope leaves out) */
#include <stdio.h>
#include "lame.h"

int main(int argc, char **argv)
{
	FILE *f = argc > 1 ? fopen(argv[1], "rb") : NULL;
	static short pcm[2 * 1152];
	static unsigned char mp3[16384];
	size_t n;

	if (!f || fseek(f, 44, SEEK_SET))
		return 1;
	lame_global_flags *gf = lame_init();
	if (!gf)
		return 1;
	lame_set_num_channels(gf, 2);
	lame_set_in_samplerate(gf, 44100);
	lame_set_brate(gf, 128);
	if (lame_init_params(gf) < 0)
		return 1;
	while ((n = fread(pcm, 4, 1152, f)) > 0)
		lame_encode_buffer_interleaved(gf, pcm, (int)n, mp3, sizeof mp3);
	lame_encode_flush(gf, mp3, sizeof mp3);
	lame_close(gf);
	fclose(f);
	return 0;
}
