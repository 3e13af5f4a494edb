/*
 * cache-stride, column order: C arrays are row-major, so a loop nest whose
 * innermost loop walks down a column advances a whole row per iteration.
 * When the column touches more 64-byte lines than the 16 KB L1 can keep
 * until the outer loop comes back for the next element of each line, every
 * access is a miss (40+ cycles to memory on TM5250).  Rows that are a
 * multiple of the 4 KB way size put every line of a column in the same set,
 * and more than 4 of them thrash it.  Row-order walks, small blocks, and
 * narrow images whose column fits in L1 are not reported.
 */
#include <stdint.h>

#define W	512
#define H	512

int img[H][W];		/* 1 MB luma plane, 32-bit samples */
int tr[W][H];
uint8_t pal[576][720];	/* PAL 8-bit frame */
int32_t band[8][1024];	/* 8 subbands of 1024 samples: rows of exactly 4 KB */
int32_t band_pad[8][1040];	/* the same with rows padded by one line */
int32_t quad[4][1024];
int32_t blk32[32][32];
int16_t blk8[8][8];
int32_t narrow[64][16];	/* 64 rows of 64 bytes */
int32_t strip[1024][16];	/* a tall narrow strip of 1024 rows */
int32_t ma[320][320], mb[320][320], mc[320][320];	/* 400 KB each */

/* Column sums of the luma plane, inner loop down a column. */
void col_sums(int *out)
{
	int i, j;

	for (j = 0; j < W; j++) {
		int sum = 0;

		for (i = 0; i < H; i++)	// expect: loop-overhead
			sum += img[i][j];	// expect: cache-stride
		out[j] = sum;
	}
}

/* The same sums with the loops interchanged: the inner loop walks a row. */
void col_sums_rows(int *out)
{
	int i, j;

	for (j = 0; j < W; j++)	// expect: loop-overhead
		out[j] = 0;	// expect: custom-op
	for (i = 0; i < H; i++)
		for (j = 0; j < W; j++)
			out[j] += img[i][j];	// no: cache-stride: row order, a 4-byte stride
}

/* Transpose: the read walks a column, the write a row. */
void transpose(void)
{
	int i, j;

	for (j = 0; j < W; j++)
		for (i = 0; i < H; i++)	// expect: loop-overhead
			tr[j][i] = img[i][j];	// expect: cache-stride
}

/* Vertical projection of a PAL frame for scene-cut detection: 720-byte stride over 576 rows. */
void vproj(uint32_t *proj)
{
	int x, y;

	for (x = 0; x < 720; x++) {
		uint32_t s = 0;

		for (y = 0; y < 576; y++)	// expect: loop-overhead
			s += pal[y][x];	// expect: cache-stride
		proj[x] = s;
	}
}

/* The projection accumulated row by row. */
void vproj_rows(uint32_t *proj)
{
	int x, y;

	for (x = 0; x < 720; x++)	// expect: loop-overhead
		proj[x] = 0;	// expect: custom-op
	for (y = 0; y < 576; y++)
		for (x = 0; x < 720; x++)
			proj[x] += pal[y][x];	// no: cache-stride: row order, a 1-byte stride
}

/* Subband synthesis: the 8 bands of one sample are 4 KB apart, all in one L1 set. */
void synth(int32_t *out)
{
	int i, b;

	for (i = 0; i < 1024; i++) {
		int32_t s = 0;

		for (b = 0; b < 8; b++)
			s += band[b][i];	// expect: cache-stride
		out[i] = s;
	}
}

/* The same with rows of 1040 samples: the 8 lines fall in different sets
 * and serve the next 15 samples from L1. */
void synth_pad(int32_t *out)
{
	int i, b;

	for (i = 0; i < 1024; i++) {
		int32_t s = 0;

		for (b = 0; b < 8; b++)
			s += band_pad[b][i];	// no: cache-stride: 8 lines in different sets, reused by the outer loop
		out[i] = s;
	}
}

/* Four bands 4 KB apart: four lines in one set fit its 4 ways. */
void synth4(int32_t *out)
{
	int i, b;

	for (i = 0; i < 1024; i++) {
		int32_t s = 0;

		for (b = 0; b < 4; b++)
			s += quad[b][i];	// no: cache-stride: 4 lines in one set, not more than the 4 ways
		out[i] = s;
	}
}

/* Column pass of a 32x32 transform: 4 KB, all of it stays in L1. */
void col_pass32(int32_t *out)
{
	int i, j;

	for (j = 0; j < 32; j++) {
		int32_t s = 0;

		for (i = 0; i < 32; i++)	// expect: loop-overhead
			s += blk32[i][j];	// no: cache-stride: the 4 KB block fits in L1
		out[j] = s;
	}
}

/* Column pass of an 8x8 IDCT block: 16-byte stride, the block is one 128-byte pair of lines. */
void col_pass8(int16_t *out)
{
	int i, j;

	for (j = 0; j < 8; j++) {
		int s = 0;

		for (i = 0; i < 8; i++)
			s += blk8[i][j];	// no: cache-stride: 128-byte block, stride below a line
		out[j] = (int16_t)s;
	}
}

/* Column walk of a narrow table: one line per row, 64 lines reused by the next column. */
void narrow_cols(int32_t *out)
{
	int i, j;

	for (j = 0; j < 16; j++) {
		int32_t s = 0;

		for (i = 0; i < 64; i++)	// expect: loop-overhead
			s += narrow[i][j];	// no: cache-stride: 64 lines stay in L1 for the next column
		out[j] = s;
	}
}

/* A tall strip walked by columns in bands of 32 rows: each band's 32 lines
 * stay in L1 while its 16 columns are read. */
void strip_cols(int32_t *out)
{
	int r, i, j;

	for (r = 0; r < 32; r++) {
		for (j = 0; j < 16; j++) {
			int32_t s = 0;

			for (i = 0; i < 32; i++)	// expect: loop-overhead
				s += strip[r * 32 + i][j];	// no: cache-stride: 32 lines per band, reused by the column loop
			out[r * 16 + j] = s;
		}
	}
}

/* Matrix product in i-j-k order: the inner loop walks a column of mb. */
void matmul(void)
{
	int i, j, k;

	for (i = 0; i < 320; i++)
		for (j = 0; j < 320; j++) {
			int32_t s = 0;

			for (k = 0; k < 320; k++)	// expect: loop-overhead
				s += ma[i][k] * mb[k][j];	// expect: cache-stride
			mc[i][j] = s;
		}
}
