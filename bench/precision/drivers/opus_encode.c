/* encode the first SECONDS (default 3) of a 16-bit stereo 44.1 kHz WAV file
 * with libopus: resampled to 48 kHz by linear interpolation, stereo,
 * OPUS_APPLICATION_AUDIO, BITRATE (default 96 kbit/s: CELT only for this
 * signal; 24 kbit/s gives SILK and hybrid frames) VBR, the library's
 * default complexity (10), 20 ms frames.  Through the multistream API, as
 * opusenc (libopusenc) and ffmpeg's libopus encoder call it: a surround
 * encoder of mapping family 0 (one coupled stream for stereo), and
 * opus_multistream_encode() per frame (measure.py --per
 * opus_multistream_encode); its packets are those of opus_encode().  With
 * OUT, writes the packets, each a 2-byte big-endian length and the bytes,
 * for opus_decode.c.
 * usage: opus_encode IN.wav [OUT.opk [SECONDS [BITRATE]]] */
#include <stdio.h>
#include <stdlib.h>
#include <opus.h>
#include <opus_multistream.h>

#define FRAME 960 /* 20 ms at 48 kHz */

int main(int argc, char **argv)
{
	FILE *f = argc > 1 ? fopen(argv[1], "rb") : NULL;
	FILE *out = argc > 2 ? fopen(argv[2], "wb") : NULL;
	double secs = argc > 3 ? atof(argv[3]) : 3;
	int bitrate = argc > 4 ? atoi(argv[4]) : 96000;
	static short wav[2 * 44100 * 12];
	static opus_int16 pcm[2 * FRAME];
	static unsigned char packet[4000];
	int err;

	if (!f || fseek(f, 44, SEEK_SET))
		return 1;
	size_t n = fread(wav, 4, 44100 * 12, f);
	fclose(f);
	if (n > (size_t)(secs * 44100))
		n = (size_t)(secs * 44100);
	int streams, coupled;
	unsigned char mapping[2];
	OpusMSEncoder *enc = opus_multistream_surround_encoder_create(48000, 2, 0,
		&streams, &coupled, mapping, OPUS_APPLICATION_AUDIO, &err);
	if (!enc)
		return 1;
	opus_multistream_encoder_ctl(enc, OPUS_SET_BITRATE(bitrate));
	size_t m = n * 48000 / 44100; /* samples at 48 kHz */
	for (size_t at = 0; at + FRAME <= m; at += FRAME) {
		for (int i = 0; i < FRAME; i++) {
			/* position in the 44.1 kHz signal, in 1/48000ths of a sample */
			size_t p = (at + i) * 44100, k = p / 48000;
			int fr = (int)(p % 48000);
			for (int c = 0; c < 2; c++) {
				int a = wav[2 * k + c], b = k + 1 < n ? wav[2 * (k + 1) + c] : a;
				pcm[2 * i + c] = (opus_int16)(a + (long)(b - a) * fr / 48000);
			}
		}
		int len = opus_multistream_encode(enc, pcm, FRAME, packet, sizeof packet);
		if (len < 0)
			return 1;
		if (out) {
			fputc(len >> 8, out);
			fputc(len & 255, out);
			fwrite(packet, 1, (size_t)len, out);
		}
	}
	opus_multistream_encoder_destroy(enc);
	if (out)
		fclose(out);
	return 0;
}
