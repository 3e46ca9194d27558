/** A test plugin that lists its binding in META-INF/services only, which a named module ignores. */
module org.example.servicesonly {
    requires ahp.terminals.api;
}
