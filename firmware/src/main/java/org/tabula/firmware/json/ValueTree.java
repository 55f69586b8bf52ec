package org.tabula.firmware.json;

import java.lang.reflect.Array;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import org.tabula.rules.Notated;

/**
 * Plain values to tree nodes, written the way the replay output has always written the rules'
 * views: a record as an object of its components in declaration order, a typed card, colour or
 * phase ({@link Notated}) as its notation, another enum as its name, a list or array as an array,
 * a map as an object (keys as text).
 */
final class ValueTree {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    /** Each record type's component names and accessors, looked up once. */
    private static final ClassValue<Component[]> COMPONENTS = new ClassValue<>() {
        @Override
        protected Component[] computeValue(Class<?> type) {
            RecordComponent[] components = type.getRecordComponents();
            Component[] found = new Component[components.length];
            for (int i = 0; i < components.length; i++) {
                Method accessor = components[i].getAccessor();
                // A view record nested in a package-private class is still written.
                accessor.setAccessible(true);
                found[i] = new Component(components[i].getName(), accessor);
            }
            return found;
        }
    };

    private record Component(String name, Method accessor) {
    }

    private ValueTree() {
    }

    static JsonNode of(Object value) {
        if (value == null) {
            return NODES.nullNode();
        }
        if (value instanceof Notated notated) {
            return NODES.textNode(notated.notation());
        }
        if (value instanceof JsonNode node) {
            return node;
        }
        if (value instanceof CharSequence || value instanceof Character) {
            return NODES.textNode(value.toString());
        }
        if (value instanceof Boolean flag) {
            return NODES.booleanNode(flag);
        }
        if (value instanceof Number number) {
            return number(number);
        }
        if (value instanceof Enum<?> constant) {
            return NODES.textNode(constant.name());
        }
        if (value instanceof Map<?, ?> map) {
            ObjectNode object = NODES.objectNode();
            map.forEach((key, member) -> object.set(key instanceof Enum<?> e ? e.name() : String.valueOf(key), of(member)));
            return object;
        }
        if (value instanceof Iterable<?> list) {
            ArrayNode array = NODES.arrayNode();
            list.forEach(element -> array.add(of(element)));
            return array;
        }
        if (value.getClass().isArray()) {
            ArrayNode array = NODES.arrayNode();
            for (int i = 0; i < Array.getLength(value); i++) {
                array.add(of(Array.get(value, i)));
            }
            return array;
        }
        if (value instanceof Record) {
            return record(value);
        }
        throw new IllegalArgumentException("a " + value.getClass().getSimpleName() + " has no JSON form");
    }

    private static JsonNode number(Number number) {
        if (number instanceof Integer || number instanceof Short || number instanceof Byte) {
            return NODES.numberNode(number.intValue());
        }
        if (number instanceof Long) {
            return NODES.numberNode(number.longValue());
        }
        if (number instanceof Float) {
            return NODES.numberNode(number.floatValue());
        }
        if (number instanceof BigInteger big) {
            return NODES.numberNode(big);
        }
        if (number instanceof BigDecimal decimal) {
            return NODES.numberNode(decimal);
        }
        return NODES.numberNode(number.doubleValue());
    }

    private static JsonNode record(Object record) {
        ObjectNode object = NODES.objectNode();
        for (Component component : COMPONENTS.get(record.getClass())) {
            try {
                object.set(component.name(), of(component.accessor().invoke(record)));
            } catch (IllegalAccessException e) {
                throw new IllegalStateException("a record's accessor is made accessible before use", e);
            } catch (InvocationTargetException e) {
                throw new IllegalStateException("a record's accessor only returns its field", e.getCause());
            }
        }
        return object;
    }
}
