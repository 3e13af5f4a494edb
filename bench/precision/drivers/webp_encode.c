/* encode a synthetic 512x384 RGB picture with libwebp (lossy, quality 75)
 * four times, then decode the last: WebPEncodeRGB() per picture
 * (measure.py --per WebPEncodeRGB --lib=-lpthread, and --source for the
 * four C files of sharpyuv/, which the review's scope leaves out) */
#include <stdlib.h>
#include <math.h>
#include "src/webp/encode.h"
#include "src/webp/decode.h"

int main(void)
{
	enum { W = 512, H = 384 };
	static unsigned char rgb[W * H * 3];
	uint8_t *out = NULL;
	size_t len = 0;

	for (int k = 0; k < 4; k++) {
		for (int y = 0; y < H; y++)
			for (int x = 0; x < W; x++) {
				unsigned char *p = &rgb[(y * W + x) * 3];
				p[0] = (unsigned char)(128 + 100 * sin((x + 7 * k) / 23.0));
				p[1] = (unsigned char)((x ^ y) + k * 16);
				p[2] = (unsigned char)(((x / 32 + y / 32) & 1) ? 200 : 40);
			}
		WebPFree(out);
		len = WebPEncodeRGB(rgb, W, H, W * 3, 75.f, &out);
	}
	int w, h;
	uint8_t *dec = len ? WebPDecodeRGB(out, len, &w, &h) : NULL;
	WebPFree(dec);
	WebPFree(out);
	return len ? 0 : 1;
}
