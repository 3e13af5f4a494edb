# The parse module: src/parse.c, src/walk.c and src/compdb.c (the only
# sources that include clang-c headers) as tmopt-parse.so, linked against
# libclang, loaded by src/parse_loader.c on the first parse so that runs
# which parse nothing never pay for loading libclang and LLVM.  It compiles
# its own copy of the engine code it uses, with every symbol hidden but
# tmopt_parse_module() (see src/parse_module.h).  Installed in lib/tmopt;
# the engine also looks next to its executable (the build tree).
set(TMOPT_PARSE_MODULE_SOURCES
  ${CMAKE_SOURCE_DIR}/src/parse.c
  ${CMAKE_SOURCE_DIR}/src/walk.c
  ${CMAKE_SOURCE_DIR}/src/compdb.c
  ${CMAKE_SOURCE_DIR}/src/util.c)

add_library(tmopt-parse MODULE ${TMOPT_PARSE_MODULE_SOURCES})
set_target_properties(tmopt-parse PROPERTIES
  PREFIX "" C_VISIBILITY_PRESET hidden
  INSTALL_RPATH_USE_LINK_PATH TRUE)
target_include_directories(tmopt-parse PRIVATE src rules ${CMAKE_BINARY_DIR}/gen)
target_include_directories(tmopt-parse SYSTEM PRIVATE ${CLANG_INCLUDE_DIR})
target_compile_definitions(tmopt-parse PRIVATE TMOPT_VERSION="${PROJECT_VERSION}")
target_link_options(tmopt-parse PRIVATE -Wl,--no-undefined)
target_link_libraries(tmopt-parse PRIVATE ${CLANG_LIBRARY})

# Everything that links the engine can parse: build the module with it.
add_dependencies(tmoptcore tmopt-parse)
target_compile_definitions(tmoptcore PRIVATE
  TMOPT_PARSE_MODULE_DIR="${CMAKE_INSTALL_PREFIX}/lib/tmopt")
install(TARGETS tmopt-parse LIBRARY DESTINATION lib/tmopt)
