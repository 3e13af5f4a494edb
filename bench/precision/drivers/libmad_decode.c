/* decode an MP3 file with libmad's high-level decoder */
#include <stdio.h>
#include <stdlib.h>
#include "mad.h"

struct buf { unsigned char *data; size_t len; int done; };

static enum mad_flow input(void *d, struct mad_stream *s)
{
	struct buf *b = d;
	if (b->done)
		return MAD_FLOW_STOP;
	b->done = 1;
	mad_stream_buffer(s, b->data, b->len);
	return MAD_FLOW_CONTINUE;
}

static enum mad_flow output(void *d, struct mad_header const *h, struct mad_pcm *pcm)
{
	(void)d; (void)h; (void)pcm;
	return MAD_FLOW_CONTINUE;
}

static enum mad_flow error(void *d, struct mad_stream *s, struct mad_frame *f)
{
	(void)d; (void)s; (void)f;
	return MAD_FLOW_CONTINUE;
}

int main(int argc, char **argv)
{
	FILE *f = fopen(argv[1], "rb");
	struct buf b = { malloc(1 << 22), 0, 0 };
	struct mad_decoder dec;
	if (!f)
		return 1;
	b.len = fread(b.data, 1, 1 << 22, f);
	fclose(f);
	mad_decoder_init(&dec, &b, input, 0, 0, output, error, 0);
	mad_decoder_run(&dec, MAD_DECODER_MODE_SYNC);
	mad_decoder_finish(&dec);
	return 0;
}
