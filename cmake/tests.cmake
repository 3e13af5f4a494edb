# Unit tests: every tests/test_<module>.c is one cmocka program, label "unit"
# unless tests/labels.cmake gives it another.  Corpus tests: one ctest per
# annotated corpus file, label "corpus".
include(${CMAKE_SOURCE_DIR}/tests/labels.cmake OPTIONAL)
file(GLOB TMOPT_UNIT_TESTS CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/tests/test_*.c)
foreach(src ${TMOPT_UNIT_TESTS})
  get_filename_component(name ${src} NAME_WE)
  add_executable(${name} ${src})
  target_link_libraries(${name} PRIVATE tmoptcore PkgConfig::CMOCKA)
  add_test(NAME ${name} COMMAND ${name})
  set(label unit)
  if(DEFINED TMOPT_TEST_LABEL_${name})
    set(label ${TMOPT_TEST_LABEL_${name}})
  endif()
  set_tests_properties(${name} PROPERTIES LABELS "${label}"
    ENVIRONMENT "TMOPT_MACHDIR=${CMAKE_SOURCE_DIR}/machdesc;TMOPT_BIN=$<TARGET_FILE:tmopt>;TMOPT_SOURCE_DIR=${CMAKE_SOURCE_DIR}")
endforeach()

# test_store_pg resets and counts with libpq itself (the engine reaches
# PostgreSQL through tmopt-pg.so only)
if(TARGET test_store_pg)
  target_link_libraries(test_store_pg PRIVATE PkgConfig::LIBPQ)
endif()

# Corpus: tests/corpus_check.py compares a file's findings with its
# "// expect: rule" annotations.
find_package(Python3 COMPONENTS Interpreter REQUIRED)
file(GLOB_RECURSE TMOPT_CORPUS CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/corpus/*.c)
foreach(case ${TMOPT_CORPUS})
  file(RELATIVE_PATH rel ${CMAKE_SOURCE_DIR}/corpus ${case})
  add_test(NAME corpus/${rel}
    COMMAND ${Python3_EXECUTABLE} ${CMAKE_SOURCE_DIR}/tests/corpus_check.py
            $<TARGET_FILE:tmopt> ${case})
  set_tests_properties(corpus/${rel} PROPERTIES LABELS corpus
    ENVIRONMENT "TMOPT_MACHDIR=${CMAKE_SOURCE_DIR}/machdesc")
endforeach()

file(GLOB TMOPT_CLI_TESTS CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/tests/cli_*.sh)
foreach(script ${TMOPT_CLI_TESTS})
  get_filename_component(name ${script} NAME_WE)
  add_test(NAME ${name} COMMAND bash ${script} $<TARGET_FILE:tmopt>)
  set_tests_properties(${name} PROPERTIES LABELS cli
    ENVIRONMENT "TMOPT_MACHDIR=${CMAKE_SOURCE_DIR}/machdesc;TMOPT_SOURCE_DIR=${CMAKE_SOURCE_DIR}")
endforeach()

# Tests that need an optional tool (chromium, python3-jsonschema, a
# PostgreSQL server) exit 77 when it is missing: ctest reports them as
# skipped (cli_parse_ratio: clang-19).
foreach(name cli_report_html cli_sarif cli_store_pg test_store_pg cli_parse_ratio)
  if(TEST ${name})
    set_tests_properties(${name} PROPERTIES SKIP_RETURN_CODE 77)
  endif()
endforeach()
