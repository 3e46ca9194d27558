/**
 * The resource family of AHP: a client reads and changes the daemon's files and folders
 * ({@code resourceResolve}, {@code resourceList}, {@code resourceRead}, {@code resourceWrite},
 * {@code resourceDelete}, {@code resourceMove}, {@code resourceCopy}, {@code resourceMkdir}) and
 * watches them ({@code createResourceWatch}, the {@code ahp-resource-watch:/<id>} channel and its
 * {@code resourceWatch/changed} actions).
 *
 * <p>Every operation acts for one person and is checked against their {@link Reach}: the folders
 * their role may read or write, compared with each path after its symbolic links and {@code ..} were
 * resolved by the file system ({@link ResolvedPath}). The host routes the requests and the watch
 * channel; this package knows files, not connections. docs/resources.md has the rules and why.
 */
package ahp.server.resources;
