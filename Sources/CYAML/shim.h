// formc reads YAML with libyaml, found through its pkg-config file yaml-0.1.pc.
// Without libyaml's header the build stops here with the one command that fixes it.
#if __has_include(<yaml.h>)
#include <yaml.h>
#else
#error "formc needs libyaml: run 'brew install libyaml' on a Mac ('sudo apt-get install libyaml-dev' on Debian or Ubuntu), then build again; formc's docs/integration.md, 'Before the first build', covers Xcode"
#endif
