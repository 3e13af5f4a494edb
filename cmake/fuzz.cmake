# Fuzzing (-DTMOPT_FUZZ=ON, with clang: CC=clang-19): one libFuzzer
# program per parser of tmopt, fuzz_<name> from fuzz/fuzz_<name>.c, seeded
# from fuzz/corpus/<name>/.  The whole build is instrumented for coverage
# and AddressSanitizer + UndefinedBehaviorSanitizer (top CMakeLists.txt);
# the programs land next to tmopt-parse.so, which fuzz_compdb loads.
# fuzz/run.sh SECONDS runs each in turn.
set(TMOPT_FUZZ_TARGETS machdesc config profile baseline suppress diff cache compdb)
foreach(name ${TMOPT_FUZZ_TARGETS})
  add_executable(fuzz_${name} ${CMAKE_SOURCE_DIR}/fuzz/fuzz_${name}.c)
  target_link_libraries(fuzz_${name} PRIVATE tmoptcore)
  target_include_directories(fuzz_${name} PRIVATE ${CMAKE_SOURCE_DIR}/fuzz)
  target_link_options(fuzz_${name} PRIVATE -fsanitize=fuzzer)
  set_target_properties(fuzz_${name} PROPERTIES
    RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR})
endforeach()
