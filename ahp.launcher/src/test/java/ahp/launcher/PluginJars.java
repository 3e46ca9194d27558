package ahp.launcher;

import ahp.server.testing.Launched;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * Builds a plugin at test time: the sources of a folder under {@code src/test/plugins} (each text
 * replaced as asked) compiled with {@code javax.tools} against the daemon's own jars, packed into a jar
 * with the folder's other files (such as {@code META-INF/services/...}) as they are.
 */
final class PluginJars {

    private PluginJars() {}

    /** The daemon's runtime jars, as the build copied them ({@code ahp.launcher/target/modules}, beside the launcher). */
    public static Path hostModules() {
        return Launched.root().resolve("ahp.launcher/target/modules");
    }

    /**
     * Compiles {@code src/test/plugins/<name>} into {@code jar}.
     *
     * @param replacements each key replaced by its value in every source
     * @param modulePath more jars it requires, beside the daemon's
     * @param work a folder of the test's own to compile in
     */
    public static Path build(String name, Map<String, String> replacements, List<Path> modulePath, Path work, Path jar)
            throws IOException {
        Path from = Launched.root().resolve("ahp.server/src/test/plugins").resolve(name);
        Path sources = Files.createDirectories(work.resolve(name + "-src"));
        Path classes = Files.createDirectories(work.resolve(name + "-classes"));
        List<String> files = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path resource : walk.filter(p -> Files.isRegularFile(p) && !p.toString().endsWith(".java")).toList()) {
                Path copy = classes.resolve(from.relativize(resource).toString());
                Files.createDirectories(copy.getParent());
                Files.copy(resource, copy);
            }
        }
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path source : walk.filter(p -> p.toString().endsWith(".java")).toList()) {
                String text = Files.readString(source);
                for (Map.Entry<String, String> replace : replacements.entrySet()) {
                    text = text.replace(replace.getKey(), replace.getValue());
                }
                Path copy = sources.resolve(from.relativize(source).toString());
                Files.createDirectories(copy.getParent());
                Files.writeString(copy, text);
                files.add(copy.toString());
            }
        }
        List<String> path = new ArrayList<>(List.of(hostModules().toString()));
        modulePath.forEach(jarOnPath -> path.add(jarOnPath.toString()));
        List<String> options = List.of("--release", "25", "--module-path",
                String.join(java.io.File.pathSeparator, path), "-d", classes.toString());
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        java.io.StringWriter errors = new java.io.StringWriter();
        boolean compiled = javac.getTask(errors, null, null, options, null,
                javac.getStandardFileManager(null, null, StandardCharsets.UTF_8).getJavaFileObjectsFromStrings(files))
                .call();
        if (!compiled) {
            throw new AssertionError("the plugin " + name + " does not compile: " + errors);
        }
        return pack(classes, jar);
    }

    private static Path pack(Path classes, Path jar) throws IOException {
        Files.createDirectories(jar.getParent());
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file);
                Stream<Path> walk = Files.walk(classes)) {
            for (Path path : walk.filter(Files::isRegularFile).sorted().toList()) {
                out.putNextEntry(new JarEntry(classes.relativize(path).toString().replace('\\', '/')));
                Files.copy(path, out);
                out.closeEntry();
            }
        }
        return jar;
    }
}
