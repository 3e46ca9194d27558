/** The hello host: built on its own against ahp-terminals-bom's versions (docs/build-a-host.md). */
package com.example.host;
