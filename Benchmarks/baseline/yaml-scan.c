/*
 * The benchmark's floor: libyaml's own event scan of a spec, nothing else.
 * Reads the file into memory (as formc does), then runs a bare
 * yaml_parser_parse loop, deleting each event. No tree, no decoding.
 *
 *   gcc -O2 -o yaml-scan yaml-scan.c -lyaml
 *   ./yaml-scan spec.form.yaml      # prints the event count on stderr with -v
 *
 * Exit status: 0 scanned, 1 a YAML error, 2 bad usage or unreadable file.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

static unsigned char *read_file(const char *path, size_t *size) {
    FILE *file = fopen(path, "rb");
    if (!file) return NULL;
    size_t capacity = 1 << 16, length = 0;
    unsigned char *bytes = malloc(capacity);
    size_t got;
    while (bytes && (got = fread(bytes + length, 1, capacity - length, file)) > 0) {
        length += got;
        if (length == capacity) {
            capacity *= 2;
            unsigned char *grown = realloc(bytes, capacity);
            if (!grown) { free(bytes); bytes = NULL; }
            else bytes = grown;
        }
    }
    fclose(file);
    *size = length;
    return bytes;
}

int main(int argc, char **argv) {
    int verbose = argc == 3 && strcmp(argv[1], "-v") == 0;
    if (argc != 2 + verbose) {
        fprintf(stderr, "usage: yaml-scan [-v] FILE\n");
        return 2;
    }
    const char *path = argv[1 + verbose];
    size_t size = 0;
    unsigned char *bytes = read_file(path, &size);
    if (!bytes) {
        fprintf(stderr, "yaml-scan: cannot read %s\n", path);
        return 2;
    }

    yaml_parser_t parser;
    if (!yaml_parser_initialize(&parser)) {
        fprintf(stderr, "yaml-scan: cannot initialize libyaml\n");
        return 2;
    }
    yaml_parser_set_input_string(&parser, bytes, size);

    long events = 0;
    int status = 0;
    for (;;) {
        yaml_event_t event;
        if (!yaml_parser_parse(&parser, &event)) {
            fprintf(stderr, "%s:%zu:%zu: %s\n", path, parser.problem_mark.line + 1,
                    parser.problem_mark.column + 1, parser.problem ? parser.problem : "YAML error");
            status = 1;
            break;
        }
        int done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        events++;
        if (done) break;
    }
    if (verbose) fprintf(stderr, "yaml-scan: %zu bytes, %ld events\n", size, events);

    yaml_parser_delete(&parser);
    free(bytes);
    return status;
}
