/* decode a .wv file (wavpack_encode.c's) with WavPack, 4,096 samples per
 * channel per call: WavpackUnpackSamples() per call (measure.py --per
 * WavpackUnpackSamples).
 * usage: wavpack_decode IN.wv */
#include <stdio.h>
#include <stdlib.h>
#include <wavpack.h>

#define BLOCK 4096

int main(int argc, char **argv)
{
	char error[80];
	static int32_t pcm[2 * BLOCK];
	WavpackContext *wpc = argc > 1 ?
		WavpackOpenFileInput(argv[1], error, 0, 0) : NULL;
	long sum = 0;

	if (!wpc)
		return 1;
	uint32_t k;
	while ((k = WavpackUnpackSamples(wpc, pcm, BLOCK)) > 0)
		sum += pcm[k - 1];
	WavpackCloseFile(wpc);
	return sum == 0x7fffffff;	/* (keeps the decode) */
}
