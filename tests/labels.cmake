# ctest labels of unit-test programs that are not plain "unit" tests:
# set(TMOPT_TEST_LABEL_test_<module> db)
set(TMOPT_TEST_LABEL_test_store db)
set(TMOPT_TEST_LABEL_test_store_pg db)
