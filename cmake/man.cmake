# cmake -DCMARK=... -DSRC=docs/tmopt.1.md -DOUT=tmopt.1 -DVERSION=x -P man.cmake
# The man page: cmark renders the Markdown ('#' headings become .SH) and
# the .TH line goes in front.
execute_process(COMMAND ${CMARK} -t man ${SRC} OUTPUT_VARIABLE body
  RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "cmark failed on ${SRC}")
endif()
file(WRITE ${OUT} ".TH TMOPT 1 \"\" \"tmopt ${VERSION}\" \"User Commands\"\n${body}")
