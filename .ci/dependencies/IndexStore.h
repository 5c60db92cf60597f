// The part of libIndexStore's C interface (version 0.x, shipped with the Swift toolchain as
// usr/lib/libIndexStore.so, without its header) that check-dependencies calls, declared here.
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef void *indexstore_store_t;
typedef void *indexstore_error_t;
typedef void *indexstore_unit_reader_t;
typedef void *indexstore_unit_dependency_t;
typedef void *indexstore_record_reader_t;
typedef void *indexstore_occurrence_t;
typedef void *indexstore_symbol_t;

typedef struct {
  const char *data;
  size_t length;
} indexstore_string_ref_t;

const char *indexstore_error_get_description(indexstore_error_t error);

indexstore_store_t indexstore_store_create(const char *path, indexstore_error_t *error);
void indexstore_store_dispose(indexstore_store_t store);
bool indexstore_store_units_apply_f(
    indexstore_store_t store, unsigned sorted, void *context,
    bool (*applier)(void *context, indexstore_string_ref_t unit_name));

indexstore_unit_reader_t indexstore_unit_reader_create(
    indexstore_store_t store, const char *unit_name, indexstore_error_t *error);
void indexstore_unit_reader_dispose(indexstore_unit_reader_t reader);
indexstore_string_ref_t indexstore_unit_reader_get_main_file(indexstore_unit_reader_t reader);
bool indexstore_unit_reader_dependencies_apply_f(
    indexstore_unit_reader_t reader, void *context,
    bool (*applier)(void *context, indexstore_unit_dependency_t dependency));
unsigned indexstore_unit_dependency_get_kind(indexstore_unit_dependency_t dependency);
indexstore_string_ref_t indexstore_unit_dependency_get_name(
    indexstore_unit_dependency_t dependency);

indexstore_record_reader_t indexstore_record_reader_create(
    indexstore_store_t store, const char *record_name, indexstore_error_t *error);
void indexstore_record_reader_dispose(indexstore_record_reader_t reader);
bool indexstore_record_reader_occurrences_apply_f(
    indexstore_record_reader_t reader, void *context,
    bool (*applier)(void *context, indexstore_occurrence_t occurrence));

indexstore_symbol_t indexstore_occurrence_get_symbol(indexstore_occurrence_t occurrence);
uint64_t indexstore_occurrence_get_roles(indexstore_occurrence_t occurrence);
void indexstore_occurrence_get_line_col(
    indexstore_occurrence_t occurrence, unsigned *line, unsigned *column);
indexstore_string_ref_t indexstore_symbol_get_usr(indexstore_symbol_t symbol);
indexstore_string_ref_t indexstore_symbol_get_name(indexstore_symbol_t symbol);
