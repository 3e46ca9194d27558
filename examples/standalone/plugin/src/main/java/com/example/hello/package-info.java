/** The hello plugin: built on its own against ahp-terminals-bom's versions (docs/plugins.md). */
package com.example.hello;
