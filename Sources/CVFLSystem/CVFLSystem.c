// Everything CVFLSystem offers is inline in include/CVFLSystem.h; SwiftPM needs a source file.
#include "CVFLSystem.h"
