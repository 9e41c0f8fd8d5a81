package io.boundarylab.bridge.sandbox;

import io.boundarylab.bridge.host.Proc;
import io.boundarylab.bridge.host.RunId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The sweep tells a live owner from a dead one by PID and start time, so a reused PID does not protect a dead run. */
class SweeperTest {

    @TempDir
    Path stateDir;

    private Path record(RunId id, long pid, long startTime) throws Exception {
        Path dir = stateDir.resolve(id.value());
        Files.createDirectories(dir);
        Files.writeString(dir.resolve(RunRecord.OWNER), pid + " " + startTime);
        Files.writeString(dir.resolve(RunRecord.CGROUPS), "");
        return dir;
    }

    @Test
    void aRunOwnedByThisLiveJvmIsKept() throws Exception {
        Host host = Host.detect(stateDir);
        long pid = ProcessHandle.current().pid();
        long start = Proc.host().startTime(pid).orElseThrow();
        Path dir = record(RunId.generate(new SecureRandom()), pid, start);
        new Sweeper(host).sweep();
        assertTrue(Files.exists(dir));
    }

    @Test
    void aReusedPidWithAnotherStartTimeDoesNotKeepADeadRun() throws Exception {
        Host host = Host.detect(stateDir);
        long pid = ProcessHandle.current().pid();
        long start = Proc.host().startTime(pid).orElseThrow();
        // The PID is alive (it is this JVM) but the process that owned the run started at another time.
        Path dir = record(RunId.generate(new SecureRandom()), pid, start - 1);
        new Sweeper(host).sweep();
        assertFalse(Files.exists(dir));
    }

    @Test
    void aRunWhoseOwnerRecordIsUnreadableIsStale() throws Exception {
        Host host = Host.detect(stateDir);
        RunId id = RunId.generate(new SecureRandom());
        Path dir = stateDir.resolve(id.value());
        Files.createDirectories(dir);
        Files.writeString(dir.resolve(RunRecord.OWNER), "garbage");
        new Sweeper(host).sweep();
        assertFalse(Files.exists(dir));
    }

    @Test
    void aRecordAppearsWholeAndARecordBeingWrittenIsNotTakenForADeadRun() throws Exception {
        Host host = Host.detect(stateDir);
        RunId id = RunId.generate(new SecureRandom());
        RunRecord r = RunRecord.create(stateDir, id, Proc.host());
        assertTrue(Files.exists(r.dir().resolve(RunRecord.OWNER)) && Files.exists(r.dir().resolve(RunRecord.CGROUPS)));
        assertFalse(Files.exists(RunRecord.draftDir(stateDir, id)), "renamed into place");
        // Another run's record the instant before its owner is written: a sweep in this JVM or another one leaves it.
        RunId other = RunId.generate(new SecureRandom());
        Path draft = Files.createDirectories(RunRecord.draftDir(stateDir, other));
        new Sweeper(host).sweep();
        assertTrue(Files.exists(draft), "a record being written is left to its writer");
        assertTrue(Files.exists(r.dir()), "a live run is kept");
    }

    @Test
    void aDraftWhoseWriterDiedBeforeTheRenameGoesAfterTheGrace() throws Exception {
        Host host = Host.detect(stateDir);
        Path draft = Files.createDirectories(RunRecord.draftDir(stateDir, RunId.generate(new SecureRandom())));
        Files.writeString(draft.resolve(RunRecord.OWNER), "1 1");
        Files.setLastModifiedTime(draft, java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis() - Sweeper.UNRECORDED_GRACE_MS - 1000));
        new Sweeper(host).sweep();
        assertFalse(Files.exists(draft));
    }

    @Test
    void directoriesThatAreNotRunIdsAreNeverTouched() throws Exception {
        Host host = Host.detect(stateDir);
        Path other = Files.createDirectories(stateDir.resolve("not-a-run"));
        new Sweeper(host).sweep();
        assertTrue(Files.exists(other));
    }
}
