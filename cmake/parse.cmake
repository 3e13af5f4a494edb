# The parse module: src/front/parse.c, walk.c and compdb.c (the only
# sources that include clang-c headers) as tmopt-parse.so, linked against
# libclang, loaded by src/front/parse_loader.c on the first parse so that runs
# which parse nothing never pay for loading libclang and LLVM.  It compiles
# its own copy of the engine code it uses, with every symbol hidden but
# tmopt_parse_module() (see src/front/parse_module.h).  Installed in lib/tmopt;
# the engine also looks next to its executable (the build tree).
set(TMOPT_PARSE_MODULE_SOURCES
  ${CMAKE_SOURCE_DIR}/src/front/parse.c
  ${CMAKE_SOURCE_DIR}/src/front/walk.c
  ${CMAKE_SOURCE_DIR}/src/front/compdb.c
  ${CMAKE_SOURCE_DIR}/src/front/model_decl.c
  ${CMAKE_SOURCE_DIR}/src/base/util.c)

add_library(tmopt-parse MODULE ${TMOPT_PARSE_MODULE_SOURCES})
set_target_properties(tmopt-parse PROPERTIES
  PREFIX "" C_VISIBILITY_PRESET hidden
  INSTALL_RPATH_USE_LINK_PATH TRUE)
target_include_directories(tmopt-parse PRIVATE src/front src/base)
target_include_directories(tmopt-parse SYSTEM PRIVATE ${CLANG_INCLUDE_DIR})
target_compile_definitions(tmopt-parse PRIVATE TMOPT_VERSION="${PROJECT_VERSION}")
# (not under the fuzzer build: clang's sanitizer runtimes live in the
# executable, whose symbols resolve the module's at dlopen)
if(NOT TMOPT_FUZZ)
  target_link_options(tmopt-parse PRIVATE -Wl,--no-undefined)
endif()
target_link_libraries(tmopt-parse PRIVATE ${CLANG_LIBRARY})

# Everything that links the engine can parse: build the module with it.
add_dependencies(tmopt_front tmopt-parse)
install(TARGETS tmopt-parse LIBRARY DESTINATION lib/tmopt)
