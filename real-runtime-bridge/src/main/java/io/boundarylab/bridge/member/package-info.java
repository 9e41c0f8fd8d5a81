/**
 * The small programs the bridge runs as pod members (web, log helper, config precondition, memory
 * and CPU hogs) and as the sandbox's holder. They need nothing beyond the JDK, report what the
 * kernel told them as {@code @bl} lines on standard output, and end when the bridge's pipe closes.
 */
package io.boundarylab.bridge.member;
