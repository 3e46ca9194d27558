package ahp.server.resources;

import ahp.server.changeset.Git;
import java.util.Set;
import tools.jackson.databind.node.ObjectNode;

/**
 * The resource methods on this machine's files, each for one person's {@link Reach}:
 * {@code resourceResolve}, {@code resourceList}, {@code resourceRead}, {@code resourceWrite},
 * {@code resourceDelete}, {@code resourceMove}, {@code resourceCopy} and {@code resourceMkdir}
 * ({@code createResourceWatch} is {@link ResourceWatches}'), and {@code resourceRequest}
 * ({@link #request}). Params are read here, so every mistake is {@code -32602} naming its field.
 */
public final class Resources {

    /** The methods that read ({@code resourceRequest} needs {@code resource:read} too, whatever it asks). */
    public static final Set<String> READING = Set.of("resourceResolve", "resourceList", "resourceRead",
            "createResourceWatch", "resourceRequest");

    /** The methods that write. */
    public static final Set<String> WRITING = Set.of("resourceWrite", "resourceDelete", "resourceMove",
            "resourceCopy", "resourceMkdir");

    private final ResourceLimits limits;
    private final GitBlobs blobs;

    /** The methods within {@code limits}, reading {@code ahp-git-blob:} URIs with {@code git}. */
    public Resources(ResourceLimits limits, Git git) {
        this.limits = limits;
        this.blobs = new GitBlobs(git);
    }

    /** The caps. */
    public ResourceLimits limits() {
        return limits;
    }

    /**
     * Runs {@code method} (one of {@link #READING} but {@code createResourceWatch}, or {@link #WRITING})
     * with its params {@code body} for someone with {@code reach}.
     *
     * @return the result
     * @throws ahp.protocol.jsonrpc.RpcException the error to answer
     */
    public ObjectNode call(String method, ObjectNode body, Reach reach) {
        ResourceParams params = new ResourceParams(body);
        return switch (method) {
            case "resourceResolve" -> Stat.resolve(params, reach, blobs);
            case "resourceList" -> Listing.list(params, reach, limits);
            case "resourceRead" -> Reading.read(params, reach, blobs, limits);
            case "resourceWrite" -> Writing.write(params, reach);
            case "resourceDelete" -> Changes.delete(params, reach);
            case "resourceMove" -> Changes.move(params, reach);
            case "resourceCopy" -> Changes.copy(params, reach);
            case "resourceMkdir" -> Changes.mkdir(params, reach);
            default -> throw new IllegalArgumentException(method + " is not a resource method");
        };
    }

    /**
     * {@code resourceRequest} for someone with {@code reach}, whose role holds {@code resource:write}
     * when {@code roleWrites}: {@code {}} when their reach gives what it asks.
     *
     * @throws ahp.protocol.jsonrpc.RpcException {@code -32009} with {@code data.request}, or {@code -32602}
     */
    public ObjectNode request(ahp.protocol.command.ResourceRequestParams params, Reach reach, boolean roleWrites) {
        return ResourceRequests.request(params, reach, roleWrites);
    }
}
