/**
 * The resource-watch channel ({@code ahp-resource-watch:/<id>}, since 0.2.0): {@link
 * ahp.protocol.resourcewatch.ResourceWatchState} and its reducer, which keeps no history: change
 * events pass through as {@code resourceWatch/changed} actions and the state is the watch's fixed
 * descriptor.
 */
package ahp.protocol.resourcewatch;
