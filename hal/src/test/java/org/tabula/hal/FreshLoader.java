package org.tabula.hal;

import java.io.File;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;

/**
 * A class loader of the whole class path that says which classes it has loaded: a test that runs
 * the console's code through it sees what that code loads, which the test JVM's own loader hides
 * (it has loaded everything the other tests needed).
 */
public final class FreshLoader extends URLClassLoader {
    public FreshLoader() throws MalformedURLException {
        super(classPath(), ClassLoader.getPlatformClassLoader());
    }

    private static URL[] classPath() throws MalformedURLException {
        String[] entries = System.getProperty("java.class.path").split(File.pathSeparator);
        URL[] urls = new URL[entries.length];
        for (int i = 0; i < entries.length; i++) {
            urls[i] = Path.of(entries[i]).toUri().toURL();
        }
        return urls;
    }

    public boolean hasLoaded(String className) {
        return findLoadedClass(className) != null;
    }
}
