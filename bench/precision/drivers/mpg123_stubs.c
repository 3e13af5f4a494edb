/* libmpg123 1.31.2 as the review configures it (generic FPU) keeps a call
 * of the x86 CPU probe (getcpuflags.S) that an optimising build drops as
 * dead code; measure.py builds at -O0, which keeps it: no flags, the
 * generic decoder */
struct cpuflags;
unsigned int INT123_getcpuflags(struct cpuflags *cf);
unsigned int INT123_getcpuflags(struct cpuflags *cf)
{
	(void)cf;
	return 0;
}
