/* decode an AAC file in ADTS with libfaad: the whole file in memory,
 * NeAACDecInit on the first ADTS header, then NeAACDecDecode frame by frame
 * until the data ends or a frame fails; 16-bit output, discarded.
 * Prints the frames, samples and the stream's object type / SBR / PS to
 * stderr.
 *   measure.py -p CDB/faad2 --driver faad2_decode.c --per NeAACDecDecode \
 *       -o faad2.json -- t.aac
 * (t.aac: ffmpeg -i t.wav -c:a aac -b:a 128k -f adts t.aac, AAC-LC) */
#include <stdio.h>
#include <stdlib.h>
#include "neaacdec.h"

int main(int argc, char **argv)
{
	FILE *f;
	unsigned char *data;
	unsigned long len, pos, rate, frames = 0, samples = 0;
	unsigned char ch;
	long n;
	NeAACDecHandle h;
	NeAACDecConfigurationPtr cfg;
	NeAACDecFrameInfo info = { 0 };

	if (argc < 2 || !(f = fopen(argv[1], "rb")))
		return 1;
	data = malloc(1 << 24);
	len = fread(data, 1, 1 << 24, f);
	fclose(f);

	h = NeAACDecOpen();
	cfg = NeAACDecGetCurrentConfiguration(h);
	cfg->outputFormat = FAAD_FMT_16BIT;
	NeAACDecSetConfiguration(h, cfg);
	n = NeAACDecInit(h, data, len, &rate, &ch);
	if (n < 0) {
		fprintf(stderr, "NeAACDecInit failed\n");
		return 1;
	}
	pos = n;
	while (pos < len) {
		NeAACDecDecode(h, &info, data + pos, len - pos);
		if (info.error) {
			fprintf(stderr, "frame %lu: %s\n", frames,
				NeAACDecGetErrorMessage(info.error));
			break;
		}
		if (info.bytesconsumed == 0)
			break;
		pos += info.bytesconsumed;
		frames++;
		samples += info.samples;
	}
	fprintf(stderr, "%lu frames, %lu samples, %lu Hz, %u ch, object type %u, sbr %u, ps %u\n",
		frames, samples, rate, ch, info.object_type, info.sbr, info.ps);
	NeAACDecClose(h);
	free(data);
	return 0;
}
