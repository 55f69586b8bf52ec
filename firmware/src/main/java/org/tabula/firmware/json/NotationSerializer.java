package org.tabula.firmware.json;

import java.io.IOException;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;

import org.tabula.rules.Notated;

/**
 * Writes a view's typed cards, colours and phases as their notation strings ({@code "7S"},
 * {@code "Y"}, {@code "banner"}), so the records serialise to exactly the JSON the replay output
 * has always printed.
 */
final class NotationSerializer extends StdSerializer<Notated> {
    NotationSerializer() {
        super(Notated.class);
    }

    @Override
    public void serialize(Notated value, JsonGenerator generator, SerializerProvider provider) throws IOException {
        generator.writeString(value.notation());
    }
}
