/*
 * cache-stride, way conflicts: several rows of one image read in the same
 * inner loop (vertical filters).  On TM5250 the L1 has 4 ways of 4 KB: rows
 * whose distance is a multiple of 4 KB map to the same set, and more than
 * four of them evict each other on every iteration, however small the
 * footprint.
 */
#include <stdint.h>

#define W 1024

int32_t lum[48][W];		/* rows of 4096 bytes: one way apart */
int32_t res[48][W];
int16_t pix[48][1000];		/* rows of 2000 bytes: sets differ */
uint8_t plane[40][4096];	/* rows of 4096 bytes */
uint8_t out8[40][4096];

/* 5-tap vertical smoothing of 32-bit samples. */
void vsmooth5(void)
{
	int y, x;

	for (y = 2; y < 46; y++)
		for (x = 0; x < W; x++)	// expect: loop-overhead
			res[y][x] = lum[y - 2][x] + lum[y - 1][x] + 2 * lum[y][x] +	// expect: cache-stride
				    lum[y + 1][x] + lum[y + 2][x];
}

/* 3-tap vertical filter: three rows share a set, but there are four ways. */
void vsmooth3(void)
{
	int y, x;

	for (y = 1; y < 47; y++)
		for (x = 0; x < W; x++)	// expect: loop-overhead
			res[y][x] = lum[y - 1][x] + 2 * lum[y][x] + lum[y + 1][x];	// no: cache-stride: three rows fit the four ways of a set
}

/* The same 5-tap filter on rows of 2000 bytes: the rows fall in different
 * sets. */
void vsmooth5_pitch2000(int16_t *o)
{
	int y, x;

	for (y = 2; y < 46; y++)
		for (x = 0; x < 1000; x++)
			o[x] = (int16_t)(pix[y - 2][x] + pix[y - 1][x] + pix[y][x] +	// no: cache-stride: a 2000-byte pitch spreads the rows over the sets
					 pix[y + 1][x] + pix[y + 2][x]);
}

/* Byte plane 4096 wide: six rows for a 6-tap interpolation filter. */
void vinterp6(void)
{
	int y, x;

	for (y = 2; y < 37; y++)
		for (x = 0; x < 4096; x++)	// expect: loop-overhead
			out8[y][x] = (uint8_t)((plane[y - 2][x] + plane[y + 3][x] -	// expect: cache-stride
						5 * (plane[y - 1][x] + plane[y + 2][x]) +
						20 * (plane[y][x] + plane[y + 1][x]) + 16) >> 5);
}

/* Horizontal filter on the same plane: one row, consecutive bytes. */
void hinterp6(int y)
{
	int x;

	for (x = 2; x < 4093; x++)	// expect: loop-overhead
		out8[y][x] = (uint8_t)((plane[y][x - 2] + plane[y][x + 3] + 16) >> 5);	// no: cache-stride: one row walked byte by byte
}
