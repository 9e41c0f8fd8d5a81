package io.boundarylab.app.classroom;

import io.boundarylab.app.save.SaveStore;
import io.boundarylab.app.save.Settings;
import io.boundarylab.app.support.AppUiTest;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The main window started over settings that keep a class code, as the app is reopened after a learner entered one. */
class ClassCodeKeptTest extends AppUiTest {
    private String code;
    private Path config;

    @Override
    protected Path configDir() throws IOException {
        config = Files.createTempDirectory(root, "kept");
        try {
            code = ClassCodes.write(ClassCodes.setup(lab.investigation(), 42L, List.of(), List.of()), lab.investigation());
        } catch (ClassCodeException e) {
            throw new IllegalStateException(e);
        }
        // The seed as a fresh start has it: only the kept code can set it to 42.
        new SaveStore(config).save(Settings.defaults().withClassCode(code));
        return config;
    }

    @Test
    void theKeptCodeIsInForceAtStartAndLeavingTheClassForgetsIt(FxRobot robot) throws Exception {
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(42L, app.vm.settingsProperty().get().seed());
        assertTrue(app.vm.notices().stream().anyMatch(n -> n.startsWith("Class " + code + ": seed 42")), app.vm.notices().toString());

        robot.clickOn("Class");
        robot.clickOn("Leave the class");
        WaitForAsyncUtils.waitForFxEvents();
        assertNull(app.vm.settingsProperty().get().classCode());
        assertNull(app.vm.settingsProperty().get().seed());
        assertNull(new SaveStore(config).loadSettings().classCode(), "forgotten on disk too");
    }
}
