/* decode the packets theora_encode.c wrote (3 headers, then one per frame)
 * with libtheora, post-processing as the library defaults (off), and read
 * each frame out with th_decode_ycbcr_out() as a player would, summing its
 * luma: th_decode_packetin() per packet (measure.py --per th_decode_packetin
 * -- IN.thr; the three header packets go to th_decode_headerin()) */
#include <stdio.h>
#include <stdlib.h>
#include <theora/theoradec.h>

static int get(FILE *f, ogg_packet *op, unsigned char **mem)
{
	unsigned char h[22];
	unsigned long long g = 0, n = 0;
	unsigned long len = 0;

	if (fread(h, 1, sizeof h, f) != sizeof h)
		return 0;
	for (int k = 7; k >= 0; k--) {
		g = g << 8 | h[2 + k];
		n = n << 8 | h[10 + k];
	}
	for (int k = 3; k >= 0; k--)
		len = len << 8 | h[18 + k];
	*mem = realloc(*mem, len ? len : 1);
	if (!*mem || fread(*mem, 1, len, f) != len)
		return 0;
	op->packet = *mem;
	op->bytes = (long)len;
	op->b_o_s = h[0];
	op->e_o_s = h[1];
	op->granulepos = (ogg_int64_t)g;
	op->packetno = (ogg_int64_t)n;
	return 1;
}

int main(int argc, char **argv)
{
	FILE *f = argc > 1 ? fopen(argv[1], "rb") : NULL;
	th_info ti;
	th_comment tc;
	th_setup_info *setup = NULL;
	th_dec_ctx *dec = NULL;
	th_ycbcr_buffer buf;
	ogg_packet op;
	unsigned char *mem = NULL;
	unsigned long sum = 0;
	int frames = 0, r;

	if (!f)
		return 1;
	th_info_init(&ti);
	th_comment_init(&tc);
	while (get(f, &op, &mem)) {
		if (!dec) {
			r = th_decode_headerin(&ti, &tc, &setup, &op);
			if (r < 0)
				return 1;
			if (r > 0)
				continue;
			/* r == 0: the first video packet */
			dec = th_decode_alloc(&ti, setup);
			if (!dec)
				return 1;
		}
		if (th_decode_packetin(dec, &op, NULL) < 0)
			return 1;
		if (th_decode_ycbcr_out(dec, buf))
			return 1;
		for (int j = 0; j < buf[0].height; j += 16)
			for (int i = 0; i < buf[0].width; i += 16)
				sum += buf[0].data[j * buf[0].stride + i];
		frames++;
	}
	th_decode_free(dec);
	th_setup_free(setup);
	th_comment_clear(&tc);
	th_info_clear(&ti);
	free(mem);
	fclose(f);
	fprintf(stderr, "theora_decode: %d frames, luma sample sum %lu\n", frames, sum);
	return 0;
}
