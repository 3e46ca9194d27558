/** The hello plugin: built on its own against ahp.bom's versions (docs/plugins.md). */
package com.example.hello;
