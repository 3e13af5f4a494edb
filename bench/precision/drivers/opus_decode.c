/* decode the packets opus_encode.c writes (each a 2-byte big-endian length
 * and the bytes: 48 kHz stereo, 20 ms) with libopus to 16-bit PCM, the
 * samples discarded.  Through the multistream API, as opusdec and ffmpeg's
 * libopus decoder call it: one coupled stream (mapping family 0), and
 * opus_multistream_decode() per packet (measure.py --per
 * opus_multistream_decode).
 * usage: opus_decode IN.opk */
#include <stdio.h>
#include <opus.h>
#include <opus_multistream.h>

int main(int argc, char **argv)
{
	FILE *f = argc > 1 ? fopen(argv[1], "rb") : NULL;
	static unsigned char packet[4000];
	static opus_int16 pcm[2 * 5760]; /* the longest frame, 120 ms */
	int err, hi, lo;

	if (!f)
		return 1;
	static const unsigned char mapping[2] = { 0, 1 };
	OpusMSDecoder *dec = opus_multistream_decoder_create(48000, 2, 1, 1, mapping, &err);
	if (!dec)
		return 1;
	while ((hi = fgetc(f)) != EOF && (lo = fgetc(f)) != EOF) {
		size_t len = (size_t)(hi << 8 | lo);
		if (len > sizeof packet || fread(packet, 1, len, f) != len)
			return 1;
		if (opus_multistream_decode(dec, packet, (opus_int32)len, pcm, 5760, 0) < 0)
			return 1;
	}
	opus_multistream_decoder_destroy(dec);
	fclose(f);
	return 0;
}
