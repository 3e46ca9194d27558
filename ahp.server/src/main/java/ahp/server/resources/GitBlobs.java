package ahp.server.resources;

import ahp.protocol.jsonrpc.ErrorCode;
import ahp.protocol.jsonrpc.RpcException;
import ahp.server.changeset.Git;
import ahp.server.changeset.GitBlob;
import ahp.server.changeset.GitBlobUri;
import ahp.server.changeset.GitException;
import ahp.server.changeset.GitNotFoundException;

/**
 * The {@code ahp-git-blob:} URIs the daemon's changesets publish ({@code FileEdit.before}): served for
 * a person who may read the work tree they name (resolved like any folder), with git hardened as the
 * changesets run it (docs/changesets.md).
 */
final class GitBlobs {

    private final Git git;

    GitBlobs(Git git) {
        this.git = git;
    }

    static boolean isGitBlob(String uri) {
        return uri.startsWith(GitBlobUri.SCHEME + ":");
    }

    /** The blob's size; a blob or work tree that is not there is {@code missing}. */
    long size(String uri, Reach reach, Missing missing) {
        GitBlob blob = parse(uri);
        ResolvedPath workTree = workTree(uri, blob, reach, missing);
        try {
            return blob.size(git, workTree.real());
        } catch (GitException absent) {
            throw missing.at(uri);
        } catch (GitNotFoundException noGit) {
            throw new RpcException(ErrorCode.INTERNAL_ERROR, "Internal error: git cannot run here: " + noGit.getMessage());
        }
    }

    byte[] read(String uri, Reach reach, long cap) {
        long size = size(uri, reach, Missing.CONTENT);
        if (size > cap) {
            throw Content.tooLarge(uri, size, cap);
        }
        GitBlob blob = parse(uri);
        try {
            return blob.read(git, workTree(uri, blob, reach, Missing.CONTENT).real(), (int) cap);
        } catch (GitException absent) {
            throw Missing.CONTENT.at(uri);
        } catch (GitNotFoundException noGit) {
            throw new RpcException(ErrorCode.INTERNAL_ERROR, "Internal error: git cannot run here: " + noGit.getMessage());
        }
    }

    private static GitBlob parse(String uri) {
        try {
            return GitBlob.parse(uri);
        } catch (IllegalArgumentException bad) {
            throw ResourceErrors.invalid("uri", "is not an ahp-git-blob: URI this host made: " + bad.getMessage());
        }
    }

    private static ResolvedPath workTree(String uri, GitBlob blob, Reach reach, Missing missing) {
        ResolvedPath target = ResolvedPath.target(uri, blob.workTree());
        reach.requireRead(target);
        ResolvedPath workTree = ResolvedPath.existing(uri, blob.workTree(), missing);
        reach.requireRead(workTree);
        return workTree;
    }
}
